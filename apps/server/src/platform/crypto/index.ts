// Personal data at rest (docs/architecture.md): AES-256-GCM field encryption with rotating keys, a blind index for
// equality lookups, masks for answers and redaction paths for logs.
export {
  type CryptoConfig,
  type CryptoConfigRead,
  type CryptoEnv,
  GENERATED_KEY_ID,
  GENERATED_KEY_SETTINGS,
  type GetOrCreateSetting,
  cryptoConfigSchema,
  readCryptoConfig,
  resolveFieldKeys,
} from './crypto-config';
export {
  type FieldCipher,
  FieldCipherError,
  type FieldCipherErrorCode,
  type FieldKeys,
  createFieldCipher,
  fieldContext,
} from './field-cipher';
export { KEY_BYTES, Keyring, parseKeyring } from './keyring';
export { PERSONAL_DATA_FIELDS, type PersonalDataField, maskLast4, maskSsn, redactLogObject } from './personal-data';
export { type DateParts, isoDateOf, openBirthDate, openBirthDateParts, sealBirthDate } from './birth-date';
