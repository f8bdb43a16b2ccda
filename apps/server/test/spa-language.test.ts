import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper';

// docs/i18n.md: a page is served in the person's language: their choice (the heloc_language cookie), else the
// browser's Accept-Language; <html lang> says which, and the pre-rendered first screen is the build's one in it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-dist-lang-'));
fs.mkdirSync(path.join(dist, 'first-screen'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--org-head--></head><body><div id="root"></div><!--org-data--></body></html>',
);
const screens: Record<string, string> = {
  'register-v2.html': '<h1>Let&#x27;s start with your property</h1>',
  'register-v2.es.html': '<h1>Comencemos con su propiedad</h1>',
  'app-shell.html': '<p>Loading page</p>',
  'app-shell.es.html': '<p>Cargando la página</p>',
};
for (const [file, markup] of Object.entries(screens)) fs.writeFileSync(path.join(dist, 'first-screen', file), markup);
fs.writeFileSync(
  path.join(dist, 'first-screen', 'manifest.json'),
  JSON.stringify({
    pages: { '/account/heloc/register-v2': 'register-v2.html' },
    screens: [],
    shell: 'app-shell.html',
    translations: {
      es: { 'register-v2.html': 'register-v2.es.html', 'app-shell.html': 'app-shell.es.html', 'x.html': '../x' },
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('the page in the person’s language', () => {
  it('is Spanish for a browser asking for Spanish (es-MX)', async () => {
    const res = await page('/account/heloc/register-v2', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Comencemos con su propiedad</h1>');
    expect(res.body).not.toContain('start with your property');
    expect(res.headers.vary).toContain('accept-language');
  });

  it('is the language chosen before (the cookie), whatever the browser asks for', async () => {
    const res = await page('/account/heloc/register-v2', {
      'accept-language': 'es-MX',
      cookie: 'other=1; heloc_language=en',
    });
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Let&#x27;s start with your property</h1>');

    const chosen = await page('/account/heloc/register-v2', { cookie: 'heloc_language=es' });
    expect(chosen.body).toContain('<html lang="es">');
    expect(chosen.body).toContain('Comencemos con su propiedad');
  });

  it('is English without a language asked for or one not spoken, and for every other page too', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,de;q=0.8' },
      { cookie: 'heloc_language=fr' },
    ];
    for (const headers of asked) {
      const res = await page('/account/heloc/register-v2', headers);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('start with your property');
    }
    const shell = await page('/account/heloc/dashboard', { 'accept-language': 'es' });
    expect(shell.body).toContain('<html lang="es">');
    expect(shell.body).toContain('Cargando la página');
  });
});
