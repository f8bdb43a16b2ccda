import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GENERATED_KEY_SETTINGS, cryptoConfigSchema, readCryptoConfig, resolveFieldKeys } from './crypto-config';
import { createFieldCipher } from './field-cipher';

const b64 = () => randomBytes(32).toString('base64');

/** An in-memory stand-in for the settings table: first writer wins, like its insert-on-conflict-do-nothing. */
const memorySettings = () => {
  const rows = new Map<string, string>();
  const getOrCreate = async (key: string, create: () => string) => {
    if (!rows.has(key)) rows.set(key, create());
    return rows.get(key)!;
  };
  return { rows, getOrCreate };
};

describe('cryptoConfigSchema', () => {
  it('reads keyId:base64key entries, the first being current', () => {
    const k2 = b64();
    const env = cryptoConfigSchema.parse({
      DATA_ENCRYPTION_KEYS: `k2:${k2}, k1:${randomBytes(32).toString('base64url')}`,
      DATA_INDEX_KEY: b64(),
    });
    expect(env.DATA_ENCRYPTION_KEYS?.currentKeyId).toBe('k2');
    expect(env.DATA_ENCRYPTION_KEYS?.keyIds).toEqual(['k2', 'k1']);
    expect(env.DATA_ENCRYPTION_KEYS?.currentKey.equals(Buffer.from(k2, 'base64'))).toBe(true);
    expect(env.DATA_INDEX_KEY?.length).toBe(32);
  });

  it('names each bad entry without echoing key material', () => {
    const short = randomBytes(16).toString('base64');
    const good = b64();
    const result = cryptoConfigSchema.safeParse({
      DATA_ENCRYPTION_KEYS: `k1:${short},k1:${good},bad.id:${good},nokey,k3:not base64!`,
      DATA_INDEX_KEY: short,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'DATA_ENCRYPTION_KEYS: entry 1 ("k1"): the key must be 32 bytes, base64-encoded (it decodes to 16)',
      'DATA_ENCRYPTION_KEYS: entry 2: the key id "k1" appears twice',
      'DATA_ENCRYPTION_KEYS: entry 3: the key id must be 1-32 of A-Z a-z 0-9 _ -',
      'DATA_ENCRYPTION_KEYS: entry 4: must be keyId:base64key',
      'DATA_ENCRYPTION_KEYS: entry 5 ("k3"): the key is not base64',
      'DATA_INDEX_KEY: must be 32 bytes, base64-encoded',
    ]);
    expect(messages.join('\n')).not.toContain(good);
    expect(messages.join('\n')).not.toContain(short);
  });

  it('shows key ids, never key material, when a keyring is logged or serialised', () => {
    const secret = b64();
    const keyring = cryptoConfigSchema.parse({ DATA_ENCRYPTION_KEYS: `k1:${secret}` }).DATA_ENCRYPTION_KEYS!;
    expect(JSON.stringify({ keyring })).toBe('{"keyring":{"currentKeyId":"k1","keyIds":["k1"]}}');
    expect(inspect(keyring)).not.toContain(secret);
    expect(inspect(keyring)).toContain('k1');
  });
});

describe('readCryptoConfig', () => {
  it('requires both keys in production, naming the variables', () => {
    const read = readCryptoConfig({}, 'production');
    expect(read).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^DATA_ENCRYPTION_KEYS: is required when NODE_ENV=production/),
        expect.stringMatching(/^DATA_INDEX_KEY: is required when NODE_ENV=production/),
      ],
    });
  });

  it('leaves keys to be generated outside production', () => {
    expect(readCryptoConfig({}, 'development')).toEqual({
      ok: true,
      config: { keyring: undefined, indexKey: undefined },
    });
  });
});

describe('resolveFieldKeys', () => {
  it('generates development keys once and reuses them, so values survive a restart', async () => {
    const settings = memorySettings();
    const first = createFieldCipher(
      await resolveFieldKeys({ keyring: undefined, indexKey: undefined }, settings.getOrCreate, 'development'),
    );
    const sealed = first.encrypt('123456789');
    const second = createFieldCipher(
      await resolveFieldKeys({ keyring: undefined, indexKey: undefined }, settings.getOrCreate, 'development'),
    );

    expect(second.decrypt(sealed)).toBe('123456789');
    expect(second.blindIndex('ssn', '1')).toBe(first.blindIndex('ssn', '1'));
    expect([...settings.rows.keys()].sort()).toEqual(
      [GENERATED_KEY_SETTINGS.encryption, GENERATED_KEY_SETTINGS.index].sort(),
    );
  });

  it('uses configured keys and never touches the settings then', async () => {
    const settings = memorySettings();
    const env = cryptoConfigSchema.parse({ DATA_ENCRYPTION_KEYS: `prod1:${b64()}`, DATA_INDEX_KEY: b64() });
    const keys = await resolveFieldKeys(
      { keyring: env.DATA_ENCRYPTION_KEYS, indexKey: env.DATA_INDEX_KEY },
      settings.getOrCreate,
      'production',
    );
    expect(keys.keyring.currentKeyId).toBe('prod1');
    expect(settings.rows.size).toBe(0);
  });

  it('refuses to generate keys in production', async () => {
    await expect(
      resolveFieldKeys({ keyring: undefined, indexKey: undefined }, memorySettings().getOrCreate, 'production'),
    ).rejects.toThrow(/required when NODE_ENV=production/);
  });
});
