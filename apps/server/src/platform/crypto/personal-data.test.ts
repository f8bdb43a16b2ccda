import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_REDACT_PATHS, maskLast4, maskSsn } from './personal-data';

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

describe('log redaction paths', () => {
  it('keep personal data out of the server log, up to three objects deep', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { redact: { paths: [...PERSONAL_DATA_REDACT_PATHS], censor: '[redacted]' }, stream: sink },
    });

    app.log.info(
      {
        ssn: '123-45-6789',
        body: { dateOfBirth: '1961-07-04', bank: { routingNumber: '021000021', accountNumber: '000123456789' } },
        applicant: { identity: { document: { idNumber: 'D1234567' } } },
        amount: 50_000,
      },
      'submitted',
    );

    await app.close();
    const line = lines.join('');
    for (const secret of ['123-45-6789', '1961-07-04', '021000021', '000123456789', 'D1234567']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
    expect(line).toContain('"amount":50000');
  });
});
