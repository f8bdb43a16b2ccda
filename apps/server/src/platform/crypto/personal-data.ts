import { maskBankAccount } from '@heloc/domain';

/**
 * Property names that hold personal data (SSN, date of birth, ID numbers,
 * bank routing and account numbers), as they appear in request bodies, contracts and log objects.
 */
export const PERSONAL_DATA_FIELDS = [
  'ssn',
  'socialSecurityNumber',
  'taxId',
  'dob',
  'dateOfBirth',
  'birthDate',
  'birthdate',
  'idNumber',
  'documentNumber',
  'driversLicenseNumber',
  'passportNumber',
  'routingNumber',
  'disburseRoutingNumber',
  'autopayRoutingNumber',
  'accountNumber',
  'accountNumberConfirm',
  'accountNumberConfirmation',
  'confirmAccountNumber',
  'disburseAccountNumber',
  'autopayAccountNumber',
] as const;

/** Names whose values never reach a log line, at any depth: personal data, passwords and credentials. */
const LOG_SECRET_KEYS = new Set<string>([
  ...PERSONAL_DATA_FIELDS,
  'password',
  'newPassword',
  'authorization',
  'cookie',
  'x-sandbox-key',
]);
export const LOG_CENSOR = '[redacted]';
// Deeper than any request body or log object of ours; past it a value is left out rather than walked.
const MAX_LOG_DEPTH = 8;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

const censored = (value: unknown, depth: number): unknown => {
  if (Array.isArray(value)) return depth >= MAX_LOG_DEPTH ? LOG_CENSOR : value.map((item) => censored(item, depth + 1));
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_LOG_DEPTH) return LOG_CENSOR;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = LOG_SECRET_KEYS.has(key) ? LOG_CENSOR : censored(item, depth + 1);
  return copy;
};

/**
 * The log object with every personal-data, password and credential value replaced by LOG_CENSOR, at any depth of
 * plain objects and arrays (errors, requests and replies keep their own serialisers, which show none of them). Used as
 * pino's `formatters.log`: it runs only for a line that is written. pino's `redact` paths ran for every request's
 * child logger instead, which cost the polled status call a third of its throughput (measured).
 */
export const redactLogObject = (object: Record<string, unknown>): Record<string, unknown> =>
  censored(object, 0) as Record<string, unknown>;

/** The shown stand-in for hidden characters: always four, so the mask does not tell the value's length. */
const HIDDEN = '••••';

/** Values with fewer digits are hidden whole: "the last four" of a 4-digit value would be all of it. */
const MIN_DIGITS_TO_SHOW_LAST4 = 5;

const lastFourOrNothing = (value: string): string | undefined =>
  value.replace(/\D/g, '').length >= MIN_DIGITS_TO_SHOW_LAST4 ? maskBankAccount(value) : undefined;

/** `••••6789`: the last four digits only (docs/product/application-area.md §5.2's bank account mask); `••••` when too short to show any. */
export const maskLast4 = (value: string): string => `${HIDDEN}${lastFourOrNothing(value) ?? ''}`;

/** `•••-••-6789`: an SSN or ITIN by its last four digits; `•••-••-••••` when too short to show any. */
export const maskSsn = (ssn: string): string => `•••-••-${lastFourOrNothing(ssn) ?? HIDDEN}`;
