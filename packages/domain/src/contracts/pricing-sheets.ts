import { z } from 'zod';
import { lazySchema } from '../helpers/lazy-schema';
import { pricingSheetSchema } from '../org/pricing-sheet';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { offerSchema } from './application';
import { CONSOLE_API } from './console';
import { defineContract, errorsSchema } from './contract';

/*
 * Pricing sheets in the console (docs/pricing.md "Pricing sheets"): capital-markets staff write a new version of an
 * organisation's sheet, effective now or at a chosen local time of the lender, restore an earlier one, and price a
 * sample before or after publishing. Every path and shape here is ours.
 */

const consoleResponses = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema };
const orgCodeSchema = lazySchema(() => text(MAX.code).min(1));

export const pricingSheetVersionSchema = lazySchema(() =>
  z.object({
    orgCode: z.string(),
    version: z.number().int().positive(),
    sheet: pricingSheetSchema,
    effectiveAt: z.iso.datetime(),
    /** The version this one restored, if it is a restore. */
    restoredFrom: z.number().int().nullable(),
    note: z.string(),
    /** Who wrote it: the member's e-mail, or 'import'. */
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
  }),
);
export type PricingSheetVersion = z.infer<typeof pricingSheetVersionSchema>;

export const pricingSheetsAnswerSchema = lazySchema(() =>
  z.object({
    orgCode: z.string(),
    /** The IANA time zone a chosen effective time is read in (the lender's). */
    timeZone: z.string(),
    /** The version pricing now; null: the organisation's standing pricing (version 0). */
    inEffect: z.number().int().nullable(),
    /** The organisation's standing pricing as a whole sheet: where a first sheet starts. */
    standing: pricingSheetSchema,
    /** Newest first. */
    versions: z.array(pricingSheetVersionSchema),
  }),
);
export type PricingSheetsAnswer = z.infer<typeof pricingSheetsAnswerSchema>;

export const listPricingSheetsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/pricing-sheets`,
  auth: 'staff',
  permission: 'PRICING_MANAGE',
  service: 'console',
  summary: "Every version of an organisation's pricing sheet, newest first, and the one in effect now. Ours.",
  querystring: lazySchema(() => z.object({ orgCode: orgCodeSchema })),
  response: { 200: pricingSheetsAnswerSchema, ...consoleResponses },
});

/** 'yyyy-MM-ddTHH:mm' in the lender's time zone; null: now. */
const localDateTimeSchema = lazySchema(() =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and time.'),
);

export const publishPricingSheetContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/pricing-sheets`,
  auth: 'staff',
  permission: 'PRICING_MANAGE',
  service: 'console',
  summary:
    'Write the next version of the sheet, effective now (effectiveAt null) or at a local date and time of the lender (not in the past). An offer already made keeps the version that priced it. Ours.',
  body: lazySchema(() =>
    z.object({
      orgCode: orgCodeSchema,
      sheet: pricingSheetSchema,
      effectiveAt: localDateTimeSchema.nullable(),
      note: text(MAX.shortText).default(''),
    }),
  ),
  response: { 200: pricingSheetVersionSchema, ...consoleResponses },
});

export const restorePricingSheetContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/pricing-sheets/restore`,
  auth: 'staff',
  permission: 'PRICING_MANAGE',
  service: 'console',
  summary: 'Restore an earlier version in one act: a new version with its sheet, effective now. Ours.',
  body: lazySchema(() => z.object({ orgCode: orgCodeSchema, version: z.number().int().positive() })),
  response: { 200: pricingSheetVersionSchema, ...consoleResponses },
});

export const pricePricingSampleContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/pricing-sheets/sample`,
  auth: 'staff',
  permission: 'PRICING_MANAGE',
  service: 'console',
  summary:
    'Price a sample applicant (credit score, value, liens, state): with the draft sheet sent, else with the version in effect. Nothing is stored. Ours.',
  body: lazySchema(() =>
    z.object({
      orgCode: orgCodeSchema,
      sheet: pricingSheetSchema.optional(),
      creditScore: z.number().int().min(300).max(850),
      propertyValueDollars: z.number().min(0).max(100_000_000),
      existingLienDollars: z.number().min(0).max(100_000_000),
      state: z.string().regex(/^[A-Z]{2}$/, 'Choose a state.'),
    }),
  ),
  response: {
    200: lazySchema(() =>
      z.object({
        /** The version that priced the sample; null for a draft. */
        version: z.number().int().nullable(),
        offers: z.array(offerSchema),
      }),
    ),
    ...consoleResponses,
  },
});
