import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("are argon2id at the OWASP minimum's memory and passes (m=19 MiB, t=2), in two lanes (p=2)", async () => {
    const hash = await hashPassword('Correct-Horse-9!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=2\$/);
    expect(await verifyPassword(hash, 'Correct-Horse-9!')).toBe(true);
    expect(await verifyPassword(hash, 'Correct-Horse-9?')).toBe(false);
  });

  it('still verify hashes made with the earlier, heavier defaults', async () => {
    const old = await argon2.hash('Correct-Horse-9!', { type: argon2.argon2id });
    expect(old).toMatch(/m=65536,t=3,p=4/);
    expect(await verifyPassword(old, 'Correct-Horse-9!')).toBe(true);
  });

  it('still verify hashes made in one lane', async () => {
    const old = await argon2.hash('Correct-Horse-9!', {
      type: argon2.argon2id,
      memoryCost: 19 * 1024,
      timeCost: 2,
      parallelism: 1,
    });
    expect(old).toMatch(/m=19456,t=2,p=1\$/);
    expect(await verifyPassword(old, 'Correct-Horse-9!')).toBe(true);
    expect(await verifyPassword(old, 'Correct-Horse-9?')).toBe(false);
  });
});
