import { validate as hasValidAbaChecksum } from 'abavalidator';
import { z } from 'zod';
import { type Message } from '../i18n/message';
import { MAX_LENGTH } from './limits';
import { BANK_ACCOUNT_TYPES } from '../enums';
import {
  ACCOUNT_HOLDER_REQUIRED_MESSAGE,
  ACCOUNT_NUMBER_INVALID_MESSAGE,
  ACCOUNT_NUMBER_REQUIRED_MESSAGE,
  ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE,
  ACCOUNT_TYPE_REQUIRED_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
  ROUTING_NUMBER_REQUIRED_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from './messages';
import { lazySchema } from '../helpers/lazy-schema';

// Bank/disburse and bank/manual-disburse: an account typed by hand.

/** The first two digits of an ACH routing number: Federal Reserve districts 01-12, thrifts 21-32, electronic 61-72. */
const ROUTING_PREFIX = /^(0[1-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2])/;

/**
 * An ABA routing number: 9 digits, a prefix that ACH accepts, and the ABA checksum (3-7-1 weights, a multiple of 10;
 * checked by the maintained abavalidator package). Government (00) and traveler's cheque (80) numbers hold no
 * deposit account and are refused.
 */
export const isValidRoutingNumber = (routingNumber: string): boolean =>
  /^\d{9}$/.test(routingNumber) && ROUTING_PREFIX.test(routingNumber) && hasValidAbaChecksum(routingNumber);

export const routingNumberSchema = lazySchema(() =>
  z
    .string(ROUTING_NUMBER_REQUIRED_MESSAGE)
    .max(MAX_LENGTH.accountDigits, { ...ROUTING_NUMBER_INVALID_MESSAGE, abort: true })
    .trim()
    .min(1, { ...ROUTING_NUMBER_REQUIRED_MESSAGE, abort: true })
    .refine(isValidRoutingNumber, ROUTING_NUMBER_INVALID_MESSAGE),
);

/** A US deposit account number: 4 to 17 digits (the NACHA DFI account number field is 17 characters). */
export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const accountNumberSchema = lazySchema(() =>
  z
    .string(ACCOUNT_NUMBER_REQUIRED_MESSAGE)
    .trim()
    .min(1, { ...ACCOUNT_NUMBER_REQUIRED_MESSAGE, abort: true })
    .regex(/^\d{4,17}$/, ACCOUNT_NUMBER_INVALID_MESSAGE),
);

export const accountTypeSchema = lazySchema(() => z.enum(BANK_ACCOUNT_TYPES, ACCOUNT_TYPE_REQUIRED_MESSAGE));

export const accountHolderSchema = lazySchema(() =>
  z
    .string(ACCOUNT_HOLDER_REQUIRED_MESSAGE)
    .trim()
    .min(1, { ...ACCOUNT_HOLDER_REQUIRED_MESSAGE, abort: true })
    .max(100, TEXT_TOO_LONG_MESSAGE),
);

/** The account fields every bank screen asks for (a linked account brings them from the link). */
export const bankAccountFieldsSchema = lazySchema(() =>
  z.object({
    accountType: accountTypeSchema,
    holderName: accountHolderSchema,
    routingNumber: routingNumberSchema,
    accountNumber: accountNumberSchema,
  }),
);

/** The second typing of the account number; it must equal the first (see accountNumbersMatch). */
export const accountNumberConfirmSchema = lazySchema(() =>
  z
    .string(ACCOUNT_NUMBER_REQUIRED_MESSAGE)
    .max(MAX_LENGTH.accountDigits, { ...ACCOUNT_NUMBER_INVALID_MESSAGE, abort: true })
    .trim(),
);

/** The refinement that the account number typed twice matches, reported on the second field. */
export const accountNumbersMatch: [
  (v: { accountNumber: string; accountNumberConfirm: string }) => boolean,
  Message & { path: string[] },
] = [
  (v) => v.accountNumberConfirm === v.accountNumber,
  { ...ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE, path: ['accountNumberConfirm'] },
];

/** bank/manual-disburse and the autopay account: the account number is typed twice and must match. */
export const manualBankAccountSchema = lazySchema(() =>
  bankAccountFieldsSchema.extend({ accountNumberConfirm: accountNumberConfirmSchema }).refine(...accountNumbersMatch),
);
export type ManualBankAccount = z.infer<typeof manualBankAccountSchema>;
