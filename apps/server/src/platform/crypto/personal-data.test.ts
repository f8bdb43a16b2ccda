import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_CENSOR, maskLast4, maskSsn, redactLogObject } from './personal-data';

describe('masks', () => {
  it.each([
    ['000123456789', '••••6789'],
    ['1234-5678 90', '••••7890'],
    ['12345', '••••2345'],
    ['1234', '••••'],
    ['', '••••'],
  ])('maskLast4(%j) is %j', (value, masked) => {
    expect(maskLast4(value)).toBe(masked);
  });

  it.each([
    ['123-45-6789', '•••-••-6789'],
    ['123456789', '•••-••-6789'],
    ['6789', '•••-••-••••'],
  ])('maskSsn(%j) is %j', (value, masked) => {
    expect(maskSsn(value)).toBe(masked);
  });
});

describe('log redaction', () => {
  const logged = async (write: (app: ReturnType<typeof Fastify>) => void): Promise<string> => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { formatters: { log: redactLogObject }, stream: sink } });
    write(app);
    await app.close();
    return lines.join('');
  };

  it('keeps personal data, passwords and credentials out of the server log, at any depth and in lists', async () => {
    const line = await logged((app) =>
      app.log.info(
        {
          ssn: '123-45-6789',
          body: { dateOfBirth: '1961-07-04', bank: { routingNumber: '021000021', accountNumber: '000123456789' } },
          applicant: { identity: { document: { nested: { deeper: { idNumber: 'D1234567' } } } } },
          signers: [{ dob: '1970-01-02' }, { password: 'Harbor!Light2026' }],
          headers: {
            authorization: 'Bearer abc.def.ghi',
            'x-sandbox-key': 'sandbox-secret',
            accept: 'application/json',
          },
          amount: 50_000,
        },
        'submitted',
      ),
    );
    for (const secret of [
      '123-45-6789',
      '1961-07-04',
      '021000021',
      '000123456789',
      'D1234567',
      '1970-01-02',
      'Harbor!Light2026',
      'abc.def.ghi',
      'sandbox-secret',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain(LOG_CENSOR);
    expect(line).toContain('"amount":50000');
    expect(line).toContain('"accept":"application/json"');
  });

  it('leaves errors to their own serialiser and does not change the object that was logged', async () => {
    const object = { err: new Error('the bureau timed out'), ssn: '123-45-6789' };
    const line = await logged((app) => app.log.error(object, 'failed'));
    expect(line).toContain('the bureau timed out');
    expect(line).toContain('"stack"');
    expect(object.ssn).toBe('123-45-6789');
  });
});
