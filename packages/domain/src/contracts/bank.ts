import { z } from 'zod';
import { BANK_ACCOUNT_SOURCES, BANK_ACCOUNT_TYPES } from '../enums';
import { autopayChoiceSchema } from '../validation/application-steps';
import {
  accountNumberConfirmSchema,
  accountNumbersMatch,
  accountTypeSchema,
  bankAccountFieldsSchema,
} from '../validation/bank-account';
import { linkCredentialsSchema } from '../validation/income';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { linkInstitutionSchema } from './income';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Bank/disburse, bank/manual-disburse, bank/autopay and bank/confirm (DISBURSEMENT_ACCOUNT, AUTOPAY_ACCOUNT).
 * Paths and shapes are ours. Routing and account numbers are stored encrypted and answered only as their last 4
 * digits (maskBankAccount). A linked account's numbers go from the link provider to the server: the browser sends
 * the institution, the credentials and which account (checking or savings), never a number.
 */
const BANK = `${HELOC_APPLICATION_PATH}/bank`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const stepErrors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };

/** Last 4 digits: the only part of a routing or account number any answer carries. */
const lastFourSchema = lazySchema(() => z.string().regex(/^\d{4}$/));

export const maskedBankAccountSchema = lazySchema(() =>
  z.object({
    mask: lastFourSchema,
    routingNumberMask: lastFourSchema,
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    holderName: z.string(),
    source: z.enum(BANK_ACCOUNT_SOURCES),
    /** The linked bank's name (LINK); null for an account typed by hand. */
    institutionName: z.string().nullable(),
  }),
);
export type MaskedBankAccount = z.infer<typeof maskedBankAccountSchema>;

/** Autopay's effect on the payment. Dollars a month; rates annual, as fractions. */
export const autopayPaymentSchema = lazySchema(() =>
  z.object({
    monthlyPayment: z.number(),
    rate: z.number(),
    /** The rate reduction autopay gives (docs/product/widgets-and-calculations.md §3 AUTOPAY discount): 0.0025 for a quarter point. */
    autopayDiscount: z.number().min(0),
  }),
);
export type AutopayPayment = z.infer<typeof autopayPaymentSchema>;

/** An account a bank link found: its type, the bank's name for it and the last 4 digits of its number. */
export const linkedBankAccountSchema = lazySchema(() =>
  z.object({
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    name: z.string(),
    mask: lastFourSchema,
  }),
);
export type LinkedBankAccount = z.infer<typeof linkedBankAccountSchema>;

/**
 * bank/disburse: an account from the link dialog (the institution, the credentials and the account chosen; the
 * server asks the link provider for the numbers), or typed by hand (twice) on bank/manual-disburse.
 */
export const saveDisburseAccountBodySchema = lazySchema(() =>
  z.discriminatedUnion('source', [
    linkCredentialsSchema.extend({ source: z.literal('LINK'), accountType: accountTypeSchema }),
    bankAccountFieldsSchema
      .extend({ source: z.literal('MANUAL'), accountNumberConfirm: accountNumberConfirmSchema })
      .refine(...accountNumbersMatch),
  ]),
);
export type SaveDisburseAccountBody = z.infer<typeof saveDisburseAccountBodySchema>;

export const getBankAccountsContract = defineContract({
  method: 'GET',
  path: BANK,
  auth: 'borrower',
  service: 'bank',
  summary:
    'bank/*: the disbursement and autopay accounts given so far (masked), the payment with and without autopay, and the banks the link dialog offers. Path and shape are ours.',
  params,
  response: {
    200: lazySchema(() =>
      z.object({
        disburseAccount: maskedBankAccountSchema.nullable(),
        autopay: z.object({
          /** null until the applicant chooses. */
          enrolled: z.boolean().nullable(),
          account: maskedBankAccountSchema.nullable(),
        }),
        withAutopay: autopayPaymentSchema,
        withoutAutopay: autopayPaymentSchema,
        institutions: z.array(linkInstitutionSchema),
      }),
    ),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
    409: errorsSchema,
  },
});
export type BankAccounts = z.infer<(typeof getBankAccountsContract.response)[200]>;

export const linkBankContract = defineContract({
  method: 'POST',
  path: `${BANK}/link`,
  auth: 'borrower',
  service: 'bank',
  summary:
    'bank/disburse link dialog: signs in to the bank through the (sandbox) link provider and answers the accounts found, masked, for the applicant to choose one. The credentials are passed to the provider only: never stored, never logged. Path and shapes are ours.',
  params,
  body: linkCredentialsSchema,
  response: {
    200: lazySchema(() => z.object({ institution: linkInstitutionSchema, accounts: z.array(linkedBankAccountSchema) })),
    ...stepErrors,
  },
});

export const saveDisburseAccountContract = defineContract({
  method: 'PUT',
  path: `${HELOC_APPLICATION_PATH}/disburse-account`,
  auth: 'borrower',
  service: 'bank',
  summary:
    'bank/disburse and bank/manual-disburse (DISBURSEMENT_ACCOUNT, or AUTOPAY_ACCOUNT to change it; on complete at FUNDING_DECISION after the bank refused the first draw, the account it is sent to instead): the account the line is paid into, linked (source LINK: institution, credentials and CHECKING or SAVINGS; the numbers come from the link provider) or typed by hand (source MANUAL, account number typed twice); routing numbers must pass the ABA checksum. Answers the masked account and the status. Path and shapes are ours.',
  params,
  body: saveDisburseAccountBodySchema,
  response: {
    200: lazySchema(() => z.object({ account: maskedBankAccountSchema, status: helocStatusSchema })),
    ...stepErrors,
  },
});

export const saveAutopayContract = defineContract({
  method: 'PUT',
  path: `${HELOC_APPLICATION_PATH}/autopay`,
  auth: 'borrower',
  service: 'bank',
  summary:
    'bank/autopay (AUTOPAY_ACCOUNT): enrol in autopay from the disbursement account or another account typed by hand, or decline (the AUTOPAY discount is then dropped and the payment re-priced). Answers the masked account (null when declined), the payment and the status. Path and shapes are ours.',
  params,
  body: autopayChoiceSchema,
  response: {
    200: lazySchema(() =>
      z.object({
        account: maskedBankAccountSchema.nullable(),
        payment: autopayPaymentSchema,
        status: helocStatusSchema,
      }),
    ),
    ...stepErrors,
  },
});

export const confirmBankAccountsContract = defineContract({
  method: 'POST',
  path: `${BANK}/confirm`,
  auth: 'borrower',
  service: 'bank',
  summary:
    'bank/confirm: the applicant confirms the masked accounts; the closing disclosure is prepared next (GEN_CLOSING_DISCLOSURE). Answers the status. Path and shapes are ours.',
  params,
  response: { 200: helocStatusSchema, ...stepErrors },
});
