import { inspect } from 'node:util';

/** AES-256 takes a 32-byte key; the blind index's HMAC key is the same size. */
export const KEY_BYTES = 32;

/** A key id travels inside every encrypted value, so it may not contain the format's separators ('.', ':', ','). */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const BASE64 = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+)$/;

/**
 * The data keys by id: the current one encrypts, any of them decrypts, so a key can be rotated in without
 * re-encrypting first. Logging or serialising a keyring shows its ids only, never key material.
 */
export class Keyring {
  readonly #keys: ReadonlyMap<string, Buffer>;

  constructor(
    readonly currentKeyId: string,
    keys: ReadonlyMap<string, Buffer>,
  ) {
    if (!keys.has(currentKeyId)) throw new Error(`the current key id "${currentKeyId}" is not in the keyring`);
    for (const [id, key] of keys) {
      if (!KEY_ID_PATTERN.test(id)) throw new Error(`key id "${id}" must be 1-32 of A-Z a-z 0-9 _ -`);
      if (key.length !== KEY_BYTES) throw new Error(`key "${id}" must be ${KEY_BYTES} bytes`);
    }
    this.#keys = new Map(keys);
  }

  get keyIds(): string[] {
    return [...this.#keys.keys()];
  }

  /** The key for an id, or undefined when the keyring does not hold it. */
  key(id: string): Buffer | undefined {
    return this.#keys.get(id);
  }

  get currentKey(): Buffer {
    return this.#keys.get(this.currentKeyId)!;
  }

  toJSON(): { currentKeyId: string; keyIds: string[] } {
    return { currentKeyId: this.currentKeyId, keyIds: this.keyIds };
  }

  [inspect.custom](): string {
    return `Keyring { current: ${this.currentKeyId}, ids: [${this.keyIds.join(', ')}] }`;
  }
}

/** Decodes standard or URL-safe base64; undefined when the text is not base64 at all. */
export const decodeBase64 = (text: string): Buffer | undefined =>
  BASE64.test(text) ? Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64') : undefined;

export type KeyringParse = { ok: true; keyring: Keyring } | { ok: false; problems: string[] };

/**
 * Reads `keyId:base64key,keyId:base64key,...`; the first entry is the current key. Problems name the entry and its
 * id, never the key material.
 */
export const parseKeyring = (text: string): KeyringParse => {
  const problems: string[] = [];
  const keys = new Map<string, Buffer>();
  const seenIds = new Set<string>();
  const entries = text.split(',').map((entry) => entry.trim());
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    const colon = entry.indexOf(':');
    if (colon < 0) {
      problems.push(`${where}: must be keyId:base64key`);
      return;
    }
    const id = entry.slice(0, colon).trim();
    const key = decodeBase64(entry.slice(colon + 1).trim());
    if (!KEY_ID_PATTERN.test(id)) problems.push(`${where}: the key id must be 1-32 of A-Z a-z 0-9 _ -`);
    else if (seenIds.has(id)) problems.push(`${where}: the key id "${id}" appears twice`);
    seenIds.add(id);
    if (!key) problems.push(`${where} ("${id}"): the key is not base64`);
    else if (key.length !== KEY_BYTES)
      problems.push(
        `${where} ("${id}"): the key must be ${KEY_BYTES} bytes, base64-encoded (it decodes to ${key.length})`,
      );
    if (key && key.length === KEY_BYTES && KEY_ID_PATTERN.test(id)) keys.set(id, key);
  });
  if (problems.length > 0) return { ok: false, problems };
  const currentKeyId = entries[0]!.slice(0, entries[0]!.indexOf(':')).trim();
  return { ok: true, keyring: new Keyring(currentKeyId, keys) };
};
