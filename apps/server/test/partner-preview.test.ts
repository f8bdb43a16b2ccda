import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper';
import { colors, partnerDraft } from './partner-fixtures';
import { type StaffSession, createStaffSession } from './staff-fixtures';

// docs/organizations.md "Previews": a partner's draft is previewed before it is saved: its first registration step
// drawn with the draft from the first paint, at an address the server signed, and the offers its pricing makes a
// sample applicant. No one else can draw a lender's page with a name or colours of their own.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-dist-preview-'));
fs.mkdirSync(path.join(dist, 'first-screen'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--org-head--></head><body><div id="root"></div><!--org-data--></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'register.html'),
  '<img src="{{logoUrl}}" alt="{{logoAlt}}"><h1>{{companyName}}</h1>',
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'register.es.html'),
  '<img src="{{logoUrl}}" alt="{{logoAlt}}"><h1>Bienvenido a {{companyName}}</h1>',
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'manifest.json'),
  JSON.stringify({
    pages: { '/account/heloc/register': 'register.html' },
    screens: [],
    translations: { es: { 'register.html': 'register.es.html' } },
  }),
);

const PREVIEW = '/console/api/v1/partners/preview';
let t: TestApp;
let admin: StaffSession;
let closer: StaffSession;
let otherAdmin: StaffSession;

const draft = (over: Record<string, unknown> = {}) =>
  partnerDraft({
    orgCode: 'tidewater',
    canonicalOrgCode: 'tidewater',
    displayName: { en: 'Tidewater Credit Union', es: 'Cooperativa Tidewater' },
    shortName: 'Tidewater',
    hosts: ['tidewater.example.com'],
    states: [{ state: 'CA', licence: 'CA-DFPI-1' }],
    loanOfficers: [],
    brand: { ...partnerDraft().brand, colors: { ...colors, primary: '#14532d' } },
    ...over,
  });

interface PreviewAnswer {
  firstStepPath: string;
  sample: { state: string; version: number | null; offers: { rate: number }[] };
}
const preview = (body: Record<string, unknown>, session = admin) =>
  t.app.inject({ method: 'POST', url: PREVIEW, headers: session.headers, payload: body });
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html', host: 'localhost' } });

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist, PROCESSING_DELAY_MS: '0' });
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
  closer = await createStaffSession(t.app, { roles: ['CLOSER'], orgCodes: ['summit'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['ledgerlend'] });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a new partner’s draft', () => {
  it('draws its first step with the draft’s colours and name, in the language asked, never indexed', async () => {
    const res = await preview({ partner: draft(), language: 'es' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PreviewAnswer>();
    expect(answer.firstStepPath).toMatch(/^\/account\/heloc\/register\?brandPreview=[\w-]+\.[\w-]+$/);
    const shown = await page(answer.firstStepPath);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain('--brand-primary:#14532d');
    expect(shown.body).toContain('<h1>Bienvenido a Tidewater Credit Union</h1>');
    // No logo uploaded yet: the one the server would draw, drawn from the draft's colours, inline.
    expect(shown.body).toMatch(/<img src="data:image\/svg\+xml,[^"]*%2314532d[^"]*" alt="Tidewater">/);
    // Nothing was created: the draft's host is not a partner's yet.
    const host = await t.app.inject({
      url: '/account/heloc/register',
      headers: { accept: 'text/html', host: 'tidewater.example.com' },
    });
    expect(host.body).not.toContain('Tidewater');
  });

  it('prices the sample applicant in its first state with the pricing a new partner starts with', async () => {
    const { sample } = (await preview({ partner: draft(), language: 'en' })).json<PreviewAnswer>();
    expect(sample.state).toBe('CA');
    expect(sample.version).toBeNull();
    expect(sample.offers.length).toBeGreaterThan(0);
  });

  it('refuses a draft the form would refuse, with the reason', async () => {
    const res = await preview({ partner: draft({ orgCode: 'Not A Code' }), language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });
});

describe('who may preview', () => {
  it('is PARTNERS_MANAGE, and a saved partner only its members', async () => {
    expect((await preview({ partner: draft(), language: 'en' }, closer)).statusCode).toBe(403);
    const summit = draft({ orgCode: 'summit', canonicalOrgCode: 'summit', hosts: ['summit.example.com'] });
    expect((await preview({ partner: summit, language: 'en' }, otherAdmin)).statusCode).toBe(404);
    const mine = await preview({ partner: summit, language: 'en' }, admin);
    expect(mine.statusCode).toBe(200);
    // A saved partner's offers are priced by its pricing in effect (0: the standing pricing, before any sheet).
    expect(mine.json<PreviewAnswer>().sample.version).not.toBeNull();
  });
});

describe('an address no server signed', () => {
  it('draws the page of the address’s own organisation, not the draft', async () => {
    const { firstStepPath } = (await preview({ partner: draft(), language: 'en' })).json<PreviewAnswer>();
    const [, token = ''] = firstStepPath.split('=');
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('Tidewater Credit Union', 'Evil Lending'),
    ).toString('base64url');
    for (const url of [
      `/account/heloc/register?brandPreview=${forged}.${signature}`,
      `/account/heloc/register?brandPreview=${payload}`,
    ]) {
      const shown = await page(url);
      expect(shown.body).not.toContain('Evil Lending');
      expect(shown.body).not.toContain('--brand-primary:#14532d');
      expect(shown.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('stops drawing the draft an hour after it was signed', async () => {
    const { firstStepPath } = (await preview({ partner: draft(), language: 'en' })).json<PreviewAnswer>();
    expect((await page(firstStepPath)).body).toContain('--brand-primary:#14532d');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await page(firstStepPath)).body).not.toContain('--brand-primary:#14532d');
  });
});
