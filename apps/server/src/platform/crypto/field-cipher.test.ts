import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FieldCipher, FieldCipherError, createFieldCipher, fieldContext } from './field-cipher';
import { Keyring } from './keyring';

const key = () => randomBytes(32);
const indexKey = key();
const k1 = key();
const k2 = key();

const cipherWith = (current: string, keys: Record<string, Buffer>): FieldCipher =>
  createFieldCipher({ keyring: new Keyring(current, new Map(Object.entries(keys))), indexKey });

const SSN = '123-45-6789';
const row = fieldContext('participants', '0b6f6f5e-8d1c-4f0e-9b58-1f3c1f1f2a11', 'ssn');

/** Throws unless fn throws a FieldCipherError with this code; returns its message. */
const failure = (fn: () => unknown, code: FieldCipherError['code']): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FieldCipherError);
    expect((error as FieldCipherError).code).toBe(code);
    return (error as Error).message;
  }
  throw new Error(`expected a ${code} failure`);
};

/** Flips one bit of the base64url part at `index` (2 iv, 3 tag, 4 ciphertext). */
const flipBit = (sealed: string, index: number): string => {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0]! ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
};

describe('field cipher', () => {
  const cipher = cipherWith('k1', { k1 });

  it('round-trips a value, with and without associated data', () => {
    expect(cipher.decrypt(cipher.encrypt(SSN, row), row)).toBe(SSN);
    expect(cipher.decrypt(cipher.encrypt('1980-02-29'))).toBe('1980-02-29');
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
    expect(cipher.decrypt(cipher.encrypt('Zoë Ångström'))).toBe('Zoë Ångström');
  });

  it('seals as v1.<keyId>.<iv>.<tag>.<data> with a fresh IV each time, and no plaintext in the output', () => {
    const a = cipher.encrypt(SSN, row);
    const b = cipher.encrypt(SSN, row);
    expect(a).toMatch(/^v1\.k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
    for (const shown of [SSN, '123456789', '6789', Buffer.from(SSN).toString('base64url')]) {
      expect(a).not.toContain(shown);
    }
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = cipher.encrypt(SSN, row);
    for (const part of [2, 3, 4]) {
      const message = failure(() => cipher.decrypt(flipBit(sealed, part), row), 'integrity');
      expect(message).toMatch(/integrity check/);
    }
  });

  it('refuses a value moved to another row or column (wrong associated data)', () => {
    const sealed = cipher.encrypt(SSN, row);
    const otherRow = fieldContext('participants', 'c5e2a0f4-3d3f-4b4e-8a44-7f3a3e2b9c10', 'ssn');
    failure(() => cipher.decrypt(sealed, otherRow), 'integrity');
    failure(() => cipher.decrypt(sealed, fieldContext('participants', row.split('/')[1]!, 'dob')), 'integrity');
    failure(() => cipher.decrypt(sealed), 'integrity');
  });

  it('refuses a value whose key id was rewritten to another known key', () => {
    const both = cipherWith('k1', { k1, k2 });
    const relabelled = both.encrypt(SSN).replace(/^v1\.k1\./, 'v1.k2.');
    failure(() => both.decrypt(relabelled), 'integrity');
  });

  it('rotates: new values use the current key, values under the old key still open', () => {
    const before = cipherWith('k1', { k1 });
    const old = before.encrypt(SSN, row);
    const after = cipherWith('k2', { k2, k1 });
    const fresh = after.encrypt(SSN, row);

    expect(after.currentKeyId).toBe('k2');
    expect(after.keyIdOf(fresh)).toBe('k2');
    expect(after.keyIdOf(old)).toBe('k1');
    expect(after.decrypt(old, row)).toBe(SSN);
    expect(after.decrypt(fresh, row)).toBe(SSN);
    expect(after.needsReencryption(old)).toBe(true);
    expect(after.needsReencryption(fresh)).toBe(false);
  });

  it('refuses an unknown key id with an error naming it and the known ids', () => {
    const old = cipherWith('k0', { k0: key() }).encrypt(SSN);
    const message = failure(() => cipherWith('k2', { k2, k1 }).decrypt(old), 'unknown_key');
    expect(message).toContain('"k0"');
    expect(message).toContain('known: k2, k1');
    expect(message).toContain('DATA_ENCRYPTION_KEYS');
  });

  it('refuses malformed and other-version values without echoing them', () => {
    const message = failure(() => cipher.decrypt(SSN), 'malformed');
    expect(message).not.toContain(SSN);
    failure(() => cipher.decrypt('v1.k1.abc.def.ghi'), 'malformed');
    failure(() => cipher.decrypt('v1.k1.a+b.c.d'), 'malformed');
    failure(() => cipher.decrypt(cipher.encrypt(SSN).replace(/^v1/, 'v9')), 'unsupported_version');
  });
});

describe('blind index', () => {
  const cipher = cipherWith('k1', { k1 });

  it('is deterministic per purpose and value, differs by purpose, and hides the value', () => {
    const ssn = cipher.blindIndex('ssn', '123456789');
    expect(cipher.blindIndex('ssn', '123456789')).toBe(ssn);
    expect(ssn).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ssn).not.toContain('6789');
    expect(cipher.blindIndex('ssn', '123456780')).not.toBe(ssn);
    expect(cipher.blindIndex('accountNumber', '123456789')).not.toBe(ssn);
  });

  it('does not change when the data keys rotate, and depends on its own key', () => {
    const rotated = cipherWith('k2', { k2, k1 });
    expect(rotated.blindIndex('ssn', '123456789')).toBe(cipher.blindIndex('ssn', '123456789'));
    const otherIndexKey = createFieldCipher({ keyring: new Keyring('k1', new Map([['k1', k1]])), indexKey: key() });
    expect(otherIndexKey.blindIndex('ssn', '123456789')).not.toBe(cipher.blindIndex('ssn', '123456789'));
  });
});
