import { z } from 'zod';
import { OCCUPANCY_TYPES, REGISTRATION_EMPLOYMENT_TYPES } from '../enums';
import {
  INCOME_MAX_MESSAGE,
  INCOME_MIN_MESSAGE,
  OCCUPANCY_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  UNEMPLOYED_MESSAGE,
} from './messages';
import { lazySchema } from '../helpers/lazy-schema';

// docs/product/registration-and-routing.md §5: occupancy type must be chosen.
export const occupancySchema = lazySchema(() => z.enum(OCCUPANCY_TYPES, OCCUPANCY_REQUIRED_MESSAGE));

// docs/product/registration-and-routing.md §5: the for-sale answer is required.
export const forSaleSchema = lazySchema(() => z.boolean(REQUIRED_MESSAGE));

// docs/product/registration-and-routing.md §5: employment type is required (the spec gives no wording for a missing one: 'Required' is ours);
// UNEMPLOYED is rejected with its own message.
export const employmentTypeSchema = lazySchema(() =>
  z.enum(REGISTRATION_EMPLOYMENT_TYPES, REQUIRED_MESSAGE).refine((v) => v !== 'UNEMPLOYED', UNEMPLOYED_MESSAGE),
);

// docs/product/registration-and-routing.md §5, §9: annual income, dollars, 0 to 9,999,999; the confirm warning is under 15,000.
export const INCOME_MIN = 0;
export const INCOME_MAX = 9_999_999;
export const INCOME_CONFIRMATION_THRESHOLD = 15_000;

/** Annual income in dollars: a required number (a missing or non-numeric value gives 'Required', our wording). */
export const annualIncomeSchema = lazySchema(() =>
  z.number(REQUIRED_MESSAGE).min(INCOME_MIN, INCOME_MIN_MESSAGE).max(INCOME_MAX, INCOME_MAX_MESSAGE),
);

/** Other annual income in dollars: optional, at least 0. */
export const otherIncomeSchema = lazySchema(() => z.number().min(INCOME_MIN, INCOME_MIN_MESSAGE).optional());

/** docs/product/registration-and-routing.md §5: annual income (dollars) below 15,000 asks the user to confirm it is pre-tax annual income. */
export const needsIncomeConfirmation = (income: number | null | undefined): boolean =>
  typeof income === 'number' && Number.isFinite(income) && income < INCOME_CONFIRMATION_THRESHOLD;

// The registration income screen (docs/product/registration-and-routing.md §3 income).
export const registrationIncomeSchema = lazySchema(() =>
  z.object({
    income: annualIncomeSchema,
    otherIncome: otherIncomeSchema,
    employmentType: employmentTypeSchema,
  }),
);

// docs/product/widgets-and-calculations.md §5: terms/privacy and electronic communications must both be true; SMS consents are optional.
const mustAccept = lazySchema(() => z.literal(true, REQUIRED_MESSAGE));
export const consentsSchema = lazySchema(() =>
  z.object({
    termPrivacyConsent: mustAccept,
    communicationConsent: mustAccept,
    smsMarketingConsent: z.boolean().optional(),
    smsTransactionalConsent: z.boolean().optional(),
  }),
);
