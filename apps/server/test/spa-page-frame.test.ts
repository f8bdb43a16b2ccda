import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../src/platform/database/json';
import { type TestApp, buildTestApp } from './helper';
import { createStaffSession } from './staff-fixtures';

// The first registration step's frame (site banners, footer, chat launcher) is drawn into the page by the web build's
// module for each request: the request's organisation, language, banners, dismissals and webchat flag
// (docs/decisions.md "Performance of the pages"). Here the module is a stand-in that prints what it was given.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-dist-frame-'));
const screens = path.join(dist, 'first-screen');
fs.mkdirSync(screens, { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--org-head--></head><body><div id="root"></div><!--org-data--></body></html>',
);
const STEP =
  '<header>{{companyName}}</header>{{@siteBanners}}<main><h1>First step</h1></main>{{@footer}}{{@chatLauncher}}';
fs.writeFileSync(path.join(screens, 'register-v2.html'), STEP);
fs.writeFileSync(path.join(screens, 'register-v2.es.html'), STEP.replace('First step', 'Primer paso'));
fs.writeFileSync(path.join(screens, 'app-shell.html'), '<header>{{companyName}}</header><p>Loading</p>');
/** The build's manifest, naming `module` as the frame's (a new build writes both). */
const writeManifest = (module: string, at = new Date()) => {
  const manifest = path.join(screens, 'manifest.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify({
      pages: { '/account/heloc/register-v2': 'register-v2.html' },
      screens: [],
      shell: 'app-shell.html',
      frame: {
        module,
        slots: { siteBanners: '{{@siteBanners}}', footer: '{{@footer}}', chatLauncher: '{{@chatLauncher}}' },
        stylesheets: ['/assets/start-app-abc123.css', 'https://elsewhere.example/x.css'],
        readsId: 'page-frame-reads',
        cookies: ['heloc_banner_dismissals'],
      },
      translations: { es: { 'register-v2.html': 'register-v2.es.html' } },
    }),
  );
  fs.utimesSync(manifest, at, at);
};
/** A frame module of the build, under its own name. */
const writeFrameModule = (file: string, source: string) => fs.writeFileSync(path.join(screens, file), source);
// The stand-in: what it was asked to draw, as markup.
const ECHO_MODULE = `
export const renderPageFrame = async ({ org, language, banners, cookie, isChatOn }) => ({
  siteBanners: banners.map((banner) => '<p class="banner">' + banner.message + '</p>').join(''),
  footer: '<footer>' + org.orgMetaData.companyName + ' NMLS #' + org.orgMetaData.nmls + ' (' + language + ') cookie:' +
    (cookie ?? '') + '</footer>',
  chatLauncher: isChatOn ? '<button>Chat with us</button>' : '',
});`;
writeFrameModule('page-frame.mjs', ECHO_MODULE);
writeManifest('page-frame.mjs');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const framed = (url: string, headers?: Record<string, string>) => page(`/account/heloc/register-v2${url}`, headers);

describe("the first step's frame, drawn for the request", () => {
  it("carries the brand's footer in the page's language, the chat launcher while webchat is on, and their stylesheet", async () => {
    const body = await framed('?org=keystone');
    expect(body).toContain(
      '<main><h1>First step</h1></main><footer>Keystone Mortgage Brokers NMLS #3003001 (en) cookie:</footer>' +
        '<button>Chat with us</button></div>',
    );
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/start-app-abc123.css"></head>');
    expect(body).not.toContain('elsewhere.example');
    expect(body).not.toContain('{{@');

    const spanish = await framed('?org=keystone', { 'accept-language': 'es-MX' });
    expect(spanish).toContain('<h1>Primer paso</h1></main><footer>Keystone Mortgage Brokers NMLS #3003001 (es)');
  });

  it('leaves the launcher out for a brand whose webchat flag is off', async () => {
    await t.db
      .insertInto('feature_flags')
      .values({ key: 'webchat', org_code: 'ledgerlend', enabled: false, variables: json({}), description: 'test' })
      .execute();
    try {
      const body = await framed('?org=ledgerlend');
      expect(body).toContain('<footer>Ledger Home Credit NMLS');
      expect(body).not.toContain('Chat with us');
    } finally {
      await t.db
        .deleteFrom('feature_flags')
        .where('key', '=', 'webchat')
        .where('org_code', '=', 'ledgerlend')
        .execute();
    }
  });

  it("shows the brand's banners, hands the app the banner file it drew them from, and passes the frame's cookies only", async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['silverpeak'] });
    const notice = 'Phone lines close at noon on Friday; $& and {{companyName}} stay as written.';
    const created = await t.app.inject({
      method: 'POST',
      url: '/console/api/v1/banners',
      headers: admin.headers,
      payload: {
        uuid: randomUUID(),
        orgCode: 'silverpeak',
        message: notice,
        apps: ['heloc'],
        variant: 'warn',
        active: true,
        dismissable: true,
      },
    });
    expect(created.statusCode).toBe(201);

    const body = await framed('?org=silverpeak', {
      cookie: 'session=secret; heloc_banner_dismissals=%7B%7D; other=1',
    });
    expect(body).toContain(`<header>Silver Peak Senior Home Equity</header><p class="banner">${notice}</p><main>`);
    expect(body).toContain('cookie:heloc_banner_dismissals=%7B%7D</footer>');
    const reads = /<script type="application\/json" id="page-frame-reads">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(reads ?? 'null')).toEqual({ banners: [expect.objectContaining({ message: notice })] });
    // Another brand's banners stay its own.
    expect(await framed('?org=keystone')).not.toContain(notice);
  });

  it('is not drawn on the other pages, which start the app at once', async () => {
    const body = await page('/account/heloc/dashboard?org=keystone');
    expect(body).toContain('<p>Loading</p>');
    expect(body).not.toContain('<footer>');
    expect(body).not.toContain('page-frame-reads');
    expect(body).not.toContain('start-app-abc123.css');
  });
});

describe('a frame module that cannot draw', () => {
  it('leaves the step whole without its frame, and it is drawn again once a build brings a module that can', async () => {
    const builds = [
      ['throws.mjs', 'export const renderPageFrame = async () => { throw new Error("broken"); };'],
      ['no-renderer.mjs', 'export const somethingElse = 1;'],
      ['missing.mjs', undefined],
    ] as const;
    for (const [index, [file, source]] of builds.entries()) {
      if (source) writeFrameModule(file, source);
      writeManifest(file, new Date(Date.now() + (index + 1) * 5_000));
      const body = await framed('?org=keystone');
      expect(body).toContain('<main><h1>First step</h1></main></div>');
      expect(body).not.toContain('{{@');
      expect(body).not.toContain('page-frame-reads');
    }
    writeFrameModule('fixed.mjs', ECHO_MODULE);
    writeManifest('fixed.mjs', new Date(Date.now() + 20_000));
    expect(await framed('?org=keystone')).toContain('<footer>Keystone Mortgage Brokers');
  });
});
