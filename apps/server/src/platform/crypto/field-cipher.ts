import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { KEY_BYTES, type Keyring } from './keyring';

/** The format's version: the first part of every sealed value. */
const VERSION = 'v1';
/** GCM's recommended nonce size; random per value, so a key must not seal more than ~2^32 values (NIST SP 800-38D). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export type FieldCipherErrorCode = 'malformed' | 'unsupported_version' | 'unknown_key' | 'integrity';

/** Why a sealed value could not be opened. The message never holds the value, plain or sealed. */
export class FieldCipherError extends Error {
  constructor(
    readonly code: FieldCipherErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FieldCipherError';
  }
}

/** What the cipher needs: the data keys and the blind index's own key (kept apart so data keys can rotate). */
export interface FieldKeys {
  keyring: Keyring;
  indexKey: Buffer;
}

export interface FieldCipher {
  /** The key id that new values are sealed with. */
  readonly currentKeyId: string;
  /**
   * Seals a value as `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts). `context` is authenticated but not
   * stored: pass the same one to decrypt (fieldContext(table, rowId, column)), so a value copied to another row or
   * column is refused.
   */
  encrypt(plaintext: string, context?: string): string;
  /** Opens a sealed value with whichever known key sealed it; throws FieldCipherError. */
  decrypt(sealed: string, context?: string): string;
  /** The key id a sealed value names (throws FieldCipherError('malformed') on a value that is not sealed). */
  keyIdOf(sealed: string): string;
  /** Whether a value was sealed with an older key (re-encrypt it while it is open anyway). */
  needsReencryption(sealed: string): boolean;
  /**
   * A keyed, deterministic digest for equality lookups without the plain value: the same (purpose, value) always
   * gives the same base64url text; another purpose gives another. Normalise first (e.g. digits only for an SSN).
   */
  blindIndex(purpose: string, value: string): string;
}

/** The associated data for one column of one row: `table/rowId/column`. */
export const fieldContext = (table: string, rowId: string, column: string): string => `${table}/${rowId}/${column}`;

const b64 = (bytes: Buffer): string => bytes.toString('base64url');

/** The header (version and key id) is authenticated along with the caller's context. */
const associatedData = (header: string, context: string): Buffer => Buffer.from(`${header}\u0000${context}`, 'utf8');

interface Parsed {
  header: string;
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

const parse = (sealed: string): Parsed => {
  const parts = sealed.split('.');
  if (parts.length !== 5 || !parts.slice(2).every((part) => BASE64URL.test(part)))
    throw new FieldCipherError('malformed', 'not an encrypted field value (expected v1.<keyId>.<iv>.<tag>.<data>)');
  const [version, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  if (version !== VERSION)
    throw new FieldCipherError('unsupported_version', `encrypted field value has unsupported format "${version}"`);
  const parsed = {
    header: `${version}.${keyId}`,
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
  if (parsed.iv.length !== IV_BYTES || parsed.tag.length !== TAG_BYTES)
    throw new FieldCipherError('malformed', 'encrypted field value has a wrong-sized IV or tag');
  return parsed;
};

/** AES-256-GCM field encryption over a keyring, plus the HMAC-SHA-256 blind index. */
export const createFieldCipher = ({ keyring, indexKey }: FieldKeys): FieldCipher => {
  if (indexKey.length !== KEY_BYTES) throw new Error(`the blind index key must be ${KEY_BYTES} bytes`);

  return {
    currentKeyId: keyring.currentKeyId,

    encrypt(plaintext, context = '') {
      const header = `${VERSION}.${keyring.currentKeyId}`;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyring.currentKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(header, context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${header}.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(ciphertext)}`;
    },

    decrypt(sealed, context = '') {
      const { header, keyId, iv, tag, ciphertext } = parse(sealed);
      const key = keyring.key(keyId);
      if (!key)
        throw new FieldCipherError(
          'unknown_key',
          `encrypted field value uses key id "${keyId}", which is not in DATA_ENCRYPTION_KEYS ` +
            `(known: ${keyring.keyIds.join(', ')}); keep retired keys in the list until their values are re-encrypted`,
        );
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(header, context));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldCipherError(
          'integrity',
          'encrypted field value failed its integrity check: it was altered, or belongs to another row or column',
        );
      }
    },

    keyIdOf: (sealed) => parse(sealed).keyId,

    needsReencryption: (sealed) => parse(sealed).keyId !== keyring.currentKeyId,

    blindIndex: (purpose, value) =>
      createHmac('sha256', indexKey).update(`${purpose}\u0000${value}`, 'utf8').digest('base64url'),
  };
};
