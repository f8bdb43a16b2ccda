import { z } from 'zod';
import { MAX_ITEMS, MAX_LENGTH, maxItems, maxLength } from './limits';
import { ID_TYPES, LIEN_ACTIONS } from '../enums';
import { manualBankAccountSchema } from './bank-account';
import {
  AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
  ESIGN_CONSENT_REQUIRED_MESSAGE,
  ID_TYPE_REQUIRED_MESSAGE,
  LIEN_ACTION_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';
import { lazySchema } from '../helpers/lazy-schema';
import { LIEN_ANSWERED_TWICE_MESSAGE } from './messages';

// The forms of start/app-summary, identity, liens and bank/autopay.

/**
 * The version of the E-SIGN consent text start/app-summary shows (ours). Change it whenever the text changes: a
 * submission records the version the applicant agreed to.
 */
export const ESIGN_CONSENT_VERSION = '2026-01';

/** start/app-summary: consent to electronic records (E-SIGN Act) before any disclosure, then Submit. */
export const esignConsentSchema = lazySchema(() =>
  z.object({
    esignConsent: z.literal(true, ESIGN_CONSENT_REQUIRED_MESSAGE),
    consentVersion: z
      .string(REQUIRED_MESSAGE)
      .max(MAX_LENGTH.code, maxLength(MAX_LENGTH.code))
      .trim()
      .min(1, REQUIRED_MESSAGE),
  }),
);
export type EsignConsent = z.infer<typeof esignConsentSchema>;

/** identity: the kind of government ID photographed. */
export const idTypeSchema = lazySchema(() => z.enum(ID_TYPES, ID_TYPE_REQUIRED_MESSAGE));

/** liens: the applicant's choice for each lien the title search found. */
export const lienChoiceSchema = lazySchema(() =>
  z.object({
    uuid: z.guid(),
    action: z.enum(LIEN_ACTIONS, LIEN_ACTION_REQUIRED_MESSAGE),
  }),
);
/** Every lien the title search found, answered once; an empty list confirms that the search found none. */
export const lienChoicesSchema = lazySchema(() =>
  z.object({
    liens: z
      .array(lienChoiceSchema)
      .max(MAX_ITEMS, maxItems(MAX_ITEMS))
      .refine((liens) => new Set(liens.map((l) => l.uuid)).size === liens.length, LIEN_ANSWERED_TWICE_MESSAGE),
  }),
);
export type LienChoices = z.infer<typeof lienChoicesSchema>;

/**
 * bank/autopay: enrol or not; when enrolling, pay from the disbursement account or from another account typed by
 * hand (twice). Declining autopay drops its discount (docs/product/widgets-and-calculations.md §3 AUTOPAY discount).
 */
export const autopayChoiceSchema = lazySchema(() =>
  z
    .object({
      enroll: z.boolean(REQUIRED_MESSAGE),
      useDisburseAccount: z.boolean(REQUIRED_MESSAGE),
      account: manualBankAccountSchema.optional(),
    })
    .refine((v) => !v.enroll || v.useDisburseAccount || v.account !== undefined, {
      ...AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
      path: ['account'],
    }),
);
export type AutopayChoice = z.infer<typeof autopayChoiceSchema>;
