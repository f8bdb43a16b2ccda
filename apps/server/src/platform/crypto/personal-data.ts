import { maskBankAccount } from '@heloc/domain';

/**
 * Property names that hold personal data (issue 10 "Data that must never leak": SSN, date of birth, ID numbers,
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
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/**
 * Log redaction paths (pino / Fastify `logger.redact.paths`) for every personal-data field at the top level and up
 * to three objects deep (`body.applicant.ssn`), plus the request body Fastify's serialiser may attach. pino's `*`
 * matches one level, so each depth is listed.
 */
export const PERSONAL_DATA_REDACT_PATHS: readonly string[] = PERSONAL_DATA_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
]);

/** The shown stand-in for hidden characters: always four, so the mask does not tell the value's length. */
const HIDDEN = '••••';

/** Values with fewer digits are hidden whole: "the last four" of a 4-digit value would be all of it. */
const MIN_DIGITS_TO_SHOW_LAST4 = 5;

const lastFourOrNothing = (value: string): string | undefined =>
  value.replace(/\D/g, '').length >= MIN_DIGITS_TO_SHOW_LAST4 ? maskBankAccount(value) : undefined;

/** `••••6789`: the last four digits only (spec 02 §5.2's bank account mask); `••••` when too short to show any. */
export const maskLast4 = (value: string): string => `${HIDDEN}${lastFourOrNothing(value) ?? ''}`;

/** `•••-••-6789`: an SSN or ITIN by its last four digits; `•••-••-••••` when too short to show any. */
export const maskSsn = (ssn: string): string => `•••-••-${lastFourOrNothing(ssn) ?? HIDDEN}`;
