import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type TestApp, buildTestApp, testConfig } from './helper';

// A tiny fake web build: the two placeholders of apps/web/index.html and one hashed asset.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><!--org-head--><script type="module" src="/assets/main-abc123.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-abc123.js" data-preload>' +
    '<link rel="modulepreload" crossorigin href="/assets/step-abc123.js" data-preload>' +
    '</head><body><div id="root"></div><!--org-data--></body></html>',
);
// The operations console's own page, as the web build writes it beside index.html.
fs.writeFileSync(
  path.join(dist, 'console.html'),
  '<!doctype html><html lang="en"><head><!--org-head--><script type="module" src="/assets/console-abc123.js"></script>' +
    '</head><body><div id="root"></div><!--org-data--></body></html>',
);
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), MAIN_JS);
// The build writes a brotli copy beside each asset; this one only, no gzip copy. Marked, so a test can tell
// it from compression on the fly.
const MAIN_JS_BROTLI_COPY = `/* the build's copy */${MAIN_JS}`;
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(MAIN_JS_BROTLI_COPY));
// A script under the compression threshold: the build writes no compressed copy of it.
const TINY_JS = 'export const tiny = 1;';
fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), TINY_JS);
// The pre-rendered first registration step, as the web build writes it.
fs.mkdirSync(path.join(dist, 'first-screen'));
fs.writeFileSync(
  path.join(dist, 'first-screen', 'manifest.json'),
  JSON.stringify({
    pages: { '/account/heloc/register-v2': 'register-v2.html', '/evil': '../index.html' },
    screens: [
      {
        path: '/account/heloc/:uuid/product/select',
        file: 'offers.html',
        stylesheets: ['/assets/layout-abc123.css', 'https://elsewhere.example/x.css'],
      },
    ],
    shell: 'app-shell.html',
  }),
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'app-shell.html'),
  '<header><span aria-hidden="{{companyNameHidden}}">{{companyName}}</span></header><p>Loading</p>',
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'offers.html'),
  '<header>{{companyName}}</header><h1>Choose your offer</h1>',
);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'register-v2.html'),
  '<header><img src="{{logoUrl}}" alt="{{logoAlt}}"><a href="{{supportPhoneHref}}">{{supportPhone}}</a></header><h1>{{companyName}}: first step</h1><input id="street">',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist, BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const orgData = (body: string) =>
  JSON.parse(/<script type="application\/json" id="org-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

describe('GET /healthz', () => {
  it('answers ok with the database reachable', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api-docs', () => {
  it('lists every route of this foundation with its schemas', async () => {
    const doc = (await t.app.inject({ url: '/api-docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/healthz',
      '/identity/api/v1/registration/register',
      '/identity/secure/api/v1_1/identity',
      '/identity/secure/api/v1/identity',
      '/identity/secure/api/v1/identity/alias',
      '/identity-broker/customer/api/v3/login',
      '/identity-broker/agent/api/v3/login',
      '/identity-broker/customer/secure/api/v3/logout',
      '/identity-broker/customer/secure/api/v3/self/figureinfo',
      '/service-profile/api/v1/profile',
      '/service-profile/api/v1/profile/name',
      '/service-profile/api/v1/profile/consent-types',
      '/service-organization/api/v1/organization',
      '/service-optimize/{context}/api/v1/features',
      '/service-application/api/v1/application/heloc/all',
    ]) {
      expect(paths).toContain(p);
    }
    const register = doc.paths['/identity/api/v1/registration/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'phoneNumber']),
    );
    expect(doc.paths['/identity/secure/api/v1_1/identity'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths).not.toContain('/api-docs');
  });
});

describe('security headers', () => {
  it('sends pages a content security policy with no inline script allowance', async () => {
    const res = await t.app.inject({ url: '/account/heloc/register-v2', headers: html });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends JSON answers only the headers an answer that is never a page needs', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    // Page-only headers stay off the answer.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('errors', () => {
  it("answers unknown API paths 404 { errors: ['Not found'] }, even for browsers", async () => {
    for (const [url, headers] of [
      ['/service-nope/api/v1/x', {}],
      ['/identity/nope', html],
      ['/nothing-here', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/service-profile/api/v1/profile' })).json()).toEqual({
      errors: ['Not found'],
    });
  });

  it.each([
    ['malformed JSON', '{"email":', 'application/json', 400, 'body: is not valid JSON'],
    [
      'an empty JSON body',
      '',
      'application/json',
      400,
      'body: must not be empty when Content-Type is application/json',
    ],
    ['a JSON array', '[1,2]', 'application/json', 400, 'body: Invalid input: expected object, received array'],
    ['a JSON null', 'null', 'application/json', 400, 'body is required'],
    [
      'a form body',
      'email=a',
      'application/x-www-form-urlencoded',
      415,
      'Content-Type: unsupported media type; send application/json',
    ],
    [
      'a body over BODY_LIMIT_BYTES',
      JSON.stringify({ email: 'x'.repeat(5000) }),
      'application/json',
      413,
      'body: is too large',
    ],
  ])('answers %s with a clear 4xx', async (_name, payload, contentType, status, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors: [message] });
  });

  it('rejects a __proto__ key instead of polluting anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"email":"a@example.com"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});

describe('SPA shell (docs/architecture.md)', () => {
  it('sends index.html already branded for the resolved organisation', async () => {
    const res = await t.app.inject({ url: '/account/heloc/register-v2?org=lakeshorecu', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>Lakeshore Community Credit Union | Home Equity Line of Credit</title>');
    expect(res.body).toContain('--brand-primary:#00756a');
    expect(res.body).toContain('<link rel="icon" type="image/png" href="/org-assets/lakeshorecu/favicon.png">');
    expect(res.body).not.toContain('<!--org-head-->');
    expect(orgData(res.body)).toMatchObject({
      orgCode: 'lakeshorecu',
      orgMetaData: { variant: { isCreditUnion: true } },
    });

    const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('puts the pre-rendered first step in #root, filled with the organisation, only on its path; the shell elsewhere', async () => {
    const first = await t.app.inject({ url: '/account/heloc/register-v2/?org=lakeshorecu', headers: html });
    expect(first.body).toContain(
      '<div id="root"><header><img src="/org-assets/lakeshorecu/logo.svg" alt="Lakeshore Community Credit Union">' +
        '<a href="tel:+18885550142">888-555-0142</a></header><h1>Lakeshore Community Credit Union: first step</h1>',
    );
    expect(first.body).not.toContain('{{');
    // The app waits for the visitor there: the scripts it would paint the step with are not asked for.
    expect(first.body).not.toContain('react-abc123.js');
    expect(first.body).not.toContain('step-abc123.js');
    // Every other page opens in the shell, which also paints before its code is asked for.
    // Its logo text names the credit union: the visible name is hidden from screen readers, as the app's top bar does.
    const shell =
      '<div id="root"><header><span aria-hidden="true">Lakeshore Community Credit Union</span></header><p>Loading</p></div>';
    const other = await t.app.inject({ url: '/account/heloc/register?org=lakeshorecu', headers: html });
    expect(other.body).toContain(shell);
    expect(other.body).not.toContain('react-abc123.js');
    expect(other.body).toContain('src="/assets/main-abc123.js"');
    // A manifest entry naming a file outside its folder is never read: that path gets the shell.
    const outside = await t.app.inject({ url: '/evil?org=lakeshorecu', headers: html });
    expect(outside.body).toContain(shell);
    expect((await t.app.inject({ url: '/consoles?org=lakeshorecu', headers: html })).body).toContain(shell);
  });

  it("sends the operations console's own page under /console, branded, with no borrower's markup or code", async () => {
    for (const pathname of ['/console', '/console/', '/console/sign-in', '/console/applications/x']) {
      const res = await t.app.inject({
        url: `${pathname}?org=lakeshorecu`,
        headers: { ...html, 'accept-language': 'es' },
      });
      expect(res.statusCode, pathname).toBe(200);
      expect(res.headers['cache-control'], pathname).toBe('no-store');
      expect(res.body, pathname).toContain('src="/assets/console-abc123.js"');
      expect(res.body, pathname).not.toContain('main-abc123.js');
      expect(res.body, pathname).toContain('<div id="root"></div>');
      expect(res.body, pathname).toContain('<title>Lakeshore Community Credit Union | Operations console</title>');
      expect(res.body, pathname).toContain(
        '<link rel="icon" type="image/png" href="/org-assets/lakeshorecu/favicon.png">',
      );
      // In English whatever the browser asks for: the console is not translated.
      expect(res.body, pathname).toContain('<html lang="en">');
      expect(orgData(res.body).orgCode, pathname).toBe('lakeshorecu');
      const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce, pathname).toBeTruthy();
      expect(String(res.headers['content-security-policy']), pathname).toContain(`'nonce-${nonce}'`);
    }
    // Its calls are the API's: an unknown one is the API's not-found answer, never the page.
    const call = await t.app.inject({ url: '/console/api/v1/nothing', headers: { accept: 'application/json' } });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ errors: [expect.any(String)] });
  });

  it("puts a screen's preview in the pages its pattern matches, with the build's stylesheets it names", async () => {
    const uuid = '0c90705f-ca89-4fb4-a11b-0afbbcb15146';
    const preview = '<div id="root"><header>Lakeshore Community Credit Union</header><h1>Choose your offer</h1></div>';
    for (const pathname of [`/account/heloc/${uuid}/product/select`, `/account/heloc/${uuid}/product/select/`]) {
      const res = await t.app.inject({ url: `${pathname}?org=lakeshorecu`, headers: html });
      expect(res.body).toContain(preview);
      // In the head, after the page's own; never a stylesheet from elsewhere.
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-abc123.css"></head>');
      expect(res.body).not.toContain('elsewhere.example');
      expect(res.body).not.toContain('react-abc123.js');
    }
    // One segment for :uuid, the rest exact: other paths open in the shell, without the screen's stylesheets.
    for (const pathname of [
      `/account/heloc/${uuid}/product/select/confirm`,
      `/account/heloc/${uuid}/x/product/select`,
      '/account/heloc//product/select',
      `/account/heloc/${uuid}/product`,
    ]) {
      const res = await t.app.inject({ url: `${pathname}?org=lakeshorecu`, headers: html });
      expect(res.body, pathname).not.toContain('Choose your offer');
      expect(res.body, pathname).toContain('<p>Loading</p>');
      expect(res.body, pathname).not.toContain('layout-abc123.css');
    }
  });

  it('brands by host name and answers a new nonce per response', async () => {
    const a = await t.app.inject({ url: '/account/heloc', headers: { ...html, host: 'keystone.localhost:3000' } });
    const b = await t.app.inject({ url: '/account/heloc', headers: { ...html, host: 'keystone.localhost:3000' } });
    expect(orgData(a.body).orgCode).toBe('keystone');
    expect(a.headers['content-security-policy']).not.toEqual(b.headers['content-security-policy']);
  });

  it('escapes the org data against </script>', async () => {
    await t.db
      .updateTable('organizations')
      .set({
        org_meta_data: JSON.stringify({
          ...(await orgRecord('ledgerlend')).orgMetaData,
          companyName: 'Evil </script><script>alert(1)</script>',
        }),
      })
      .where('org_code', '=', 'ledgerlend')
      .execute();
    t.clock.advance(5_100); // the org directory cache lives 5 s
    const res = await t.app.inject({ url: '/account/heloc?org=ledgerlend', headers: html });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(orgData(res.body).orgMetaData.companyName).toBe('Evil </script><script>alert(1)</script>');
    // The pre-rendered first step escapes it too.
    const first = await t.app.inject({ url: '/account/heloc/register-v2?org=ledgerlend', headers: html });
    expect(first.body).toContain('<h1>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;: first step</h1>');
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own brotli copy as it is, and says the answer varies by Accept-Encoding", async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS_BROTLI_COPY);
  });

  it('sends a script under 1 KB as it is, never compressed on the way out', async () => {
    const res = await t.app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(TINY_JS.length));
    expect(res.body).toBe(TINY_JS);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 to a browser that holds the same file', async () => {
    const first = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an unknown asset with the API not-found answer, never the page', async () => {
    for (const url of ['/assets/nothing-abc123.js', '/assets/..%2Findex.html']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [expect.any(String)] });
    }
  });

  it('tells the operator to run npm run build when there is no web build', async () => {
    // A second app on the same database, without a build.
    const bare = await buildApp({ config: testConfig({ WEB_DIST_DIR: path.join(dist, 'missing') }), db: t.db });
    try {
      for (const url of ['/account/heloc/register-v2', '/console']) {
        const res = await bare.inject({ url, headers: html });
        expect(res.statusCode, url).toBe(503);
        expect(res.body, url).toContain('npm run build');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    } finally {
      await bare.close();
    }
  });

  it('never serves index.html or console.html unbranded', async () => {
    for (const url of ['/index.html', '/console.html']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.body, url).not.toContain('<!--org-data-->');
      expect(orgData(res.body).orgCode, url).toBe('summit');
    }
  });
});

describe('legacy redirects (docs/product/registration-and-routing.md §2)', () => {
  it.each([
    ['/account/register?pop-webchat=true&org=keystone', '/account/heloc/register?pop-webchat=true&org=keystone'],
    ['/account/register', '/account/heloc/register'],
    ['/account/heloc-signer?pop-webchat=1', '/account/heloc/heloc-signer?pop-webchat=1'],
    ['/account/heloc-signer/abc/sign?pop-webchat=1', '/account/heloc/heloc-signer/abc/sign?pop-webchat=1'],
  ])('%s -> %s keeping the query string', async (from, to) => {
    const res = await t.app.inject({ url: from, headers: html });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe('platform app links (docs/product/application-area.md §2.3)', () => {
  it('sends the platform apps to the dashboard while no main site is configured', async () => {
    const res = await t.app.inject({ url: '/exchange', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('sends them to the main site, query string kept, when MAIN_SITE_ORIGIN is set', async () => {
    const withSite = await buildTestApp({ MAIN_SITE_ORIGIN: 'https://www.lender.example/' });
    try {
      const res = await withSite.app.inject({ url: '/universal-marketplace?ref=apps', headers: html });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://www.lender.example/universal-marketplace?ref=apps');
    } finally {
      await withSite.close();
    }
  });
});

const orgRecord = async (code: string) =>
  (await t.app.inject({ url: `/service-organization/api/v1/organization?org=${code}` })).json();
