import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: '/nonexistent-web-dist' });
});
afterAll(async () => t.close());

describe('SPA shell without a web build', () => {
  it('tells the operator to run npm run build', async () => {
    const res = await t.app.inject({ url: '/account/heloc/register-v2', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect(res.headers['cache-control']).toBe('no-store');
  });

});
