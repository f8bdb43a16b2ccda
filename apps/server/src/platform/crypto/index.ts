// Personal data at rest (docs/architecture.md): AES-256-GCM field encryption with rotating keys, a blind index for
// equality lookups, masks for answers and redaction paths for logs.
export { cryptoConfigSchema, readCryptoConfig } from './crypto-config';
export { type FieldCipher, createFieldCipher, fieldContext } from './field-cipher';
export { parseKeyring } from './keyring';
export { maskSsn, redactLogObject } from './personal-data';
export { type DateParts, isoDateOf, openBirthDate, openBirthDateParts, sealBirthDate } from './birth-date';
