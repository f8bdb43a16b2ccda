import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, sink);
});
afterAll(async () => t.close());

describe('structured logs', () => {
  it('are JSON lines with a request id, and never carry a password or a token', async () => {
    const password = 'Very-Secret-Pass-42!';
    const user = await registerAndLogin(t.app, { password });
    await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: user.email, password: `${password}x` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: 'bad', password },
    });
    await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });

    expect(lines.length).toBeGreaterThan(5);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string });
    expect(entries.some((e) => e.reqId)).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain(user.jwt);
  });
});
