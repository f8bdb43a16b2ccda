import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FieldKeys } from './field-cipher';
import { KEY_BYTES, type Keyring, decodeBase64, parseKeyring } from './keyring';

const keyringFromEnv = z.string().transform((text, ctx): Keyring => {
  const parsed = parseKeyring(text);
  if (parsed.ok) return parsed.keyring;
  for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

const keyFromEnv = z.string().transform((text, ctx): Buffer => {
  const key = decodeBase64(text);
  if (key?.length === KEY_BYTES) return key;
  ctx.addIssue({ code: 'custom', message: `must be ${KEY_BYTES} bytes, base64-encoded` });
  return z.NEVER;
});

/**
 * The environment variables of personal-data encryption, to merge into the one config schema. Key material never
 * appears in a validation message.
 */
export const cryptoConfigSchema = z.object({
  // `keyId:base64key,...` (32-byte keys); the first encrypts, all decrypt. Rotate by putting a new key first.
  DATA_ENCRYPTION_KEYS: keyringFromEnv.optional(),
  // The blind index's HMAC key (32 bytes, base64). Changing it means recomputing every stored index.
  DATA_INDEX_KEY: keyFromEnv.optional(),
});
export type CryptoEnv = z.output<typeof cryptoConfigSchema>;

/** The crypto part of the server's configuration: undefined keys are generated once (outside production only). */
export interface CryptoConfig {
  keyring: Keyring | undefined;
  indexKey: Buffer | undefined;
}

export type CryptoConfigRead = { ok: true; config: CryptoConfig } | { ok: false; problems: string[] };

/** Both keys are required in production: a generated key would sit in the same database as the data it protects. */
export const readCryptoConfig = (env: CryptoEnv, nodeEnv: string): CryptoConfigRead => {
  const problems: string[] = [];
  if (nodeEnv === 'production') {
    if (!env.DATA_ENCRYPTION_KEYS)
      problems.push(
        'DATA_ENCRYPTION_KEYS: is required when NODE_ENV=production (keyId:base64key entries, 32-byte keys, current first)',
      );
    if (!env.DATA_INDEX_KEY)
      problems.push('DATA_INDEX_KEY: is required when NODE_ENV=production (a 32-byte key, base64-encoded)');
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { keyring: env.DATA_ENCRYPTION_KEYS, indexKey: env.DATA_INDEX_KEY } };
};

/** Stores a value under a key once and returns whatever is stored (the settings table; first writer wins). */
export type GetOrCreateSetting = (key: string, create: () => string) => Promise<string>;

/** The settings rows that hold generated development keys. */
export const GENERATED_KEY_SETTINGS = { encryption: 'data_encryption_key', index: 'data_index_key' } as const;
/** The id of a generated development key; name it in DATA_ENCRYPTION_KEYS to keep reading values it sealed. */
export const GENERATED_KEY_ID = 'dev1';

const newKey = (): string => randomBytes(KEY_BYTES).toString('base64');

/**
 * The keys the field cipher uses: the configured ones, or (outside production) keys generated once and kept through
 * `getOrCreateSetting`, so values written before a restart stay readable.
 */
export const resolveFieldKeys = async (
  config: CryptoConfig,
  getOrCreateSetting: GetOrCreateSetting,
  nodeEnv: string,
): Promise<FieldKeys> => {
  if (nodeEnv === 'production' && (!config.keyring || !config.indexKey))
    throw new Error('DATA_ENCRYPTION_KEYS and DATA_INDEX_KEY are required when NODE_ENV=production');
  const keyring =
    config.keyring ??
    expectKeyring(await getOrCreateSetting(GENERATED_KEY_SETTINGS.encryption, () => `${GENERATED_KEY_ID}:${newKey()}`));
  const indexKey = config.indexKey ?? expectKey(await getOrCreateSetting(GENERATED_KEY_SETTINGS.index, () => newKey()));
  return { keyring, indexKey };
};

const expectKeyring = (stored: string): Keyring => {
  const parsed = parseKeyring(stored);
  if (!parsed.ok) throw new Error(`setting ${GENERATED_KEY_SETTINGS.encryption}: ${parsed.problems.join('; ')}`);
  return parsed.keyring;
};

const expectKey = (stored: string): Buffer => {
  const key = decodeBase64(stored);
  if (key?.length !== KEY_BYTES)
    throw new Error(`setting ${GENERATED_KEY_SETTINGS.index}: not a ${KEY_BYTES}-byte key`);
  return key;
};
