import { z } from 'zod';
import { LOAN_FACTS } from '../money/loan-facts';
import { MAX_LENGTH, maxLength } from '../validation/limits';
import { lazySchema } from '../helpers/lazy-schema';
import { WHOLE_DOLLARS_MESSAGE } from '../validation/messages';
import { issueFields, labelMessages, message } from '../i18n/message';

/*
 * A home with no automated valuation (docs/product/registration-and-routing.md §4: NO_AVM_FOUND -> bpo/estimate-value; BPO order request
 * statuses -> bpo/condition in Texas, bpo/order-bpo elsewhere; NAV_BPO_PROCESSING -> bpo/hold). The applicant gives
 * an estimate, is told the valuation fee (docs/product/widgets-and-calculations.md §9: $180, or nothing when the lender covers it: feature flag
 * company-covers-appraisal, docs/product/application-area.md §9) and orders a broker price opinion (BPO). The copy and limits are ours.
 */

/** docs/product/widgets-and-calculations.md §9: the valuation fee when no AVM value is available; 0 when the lender covers it. */
export const valuationFeeDollars = (coveredByLender: boolean): number =>
  coveredByLender ? 0 : LOAN_FACTS.valuationFeeDollars;

/** How long a broker price opinion usually takes (ours: what a real lender tells applicants). */
export const BPO_TURNAROUND_TEXT = message('domain.valuation.bpoTurnaround', '2 to 5 business days');
/** How long an on-site appraisal usually takes from the inspection to the report (ours). */
export const APPRAISAL_TURNAROUND_TEXT = message('domain.valuation.appraisalTurnaround', '7 to 10 business days');

/** The applicant's estimate of the home's value: whole dollars within these bounds (ours). */
export const MIN_ESTIMATED_VALUE_DOLLARS = 50_000;
export const MAX_ESTIMATED_VALUE_DOLLARS = 9_999_999;
export const ESTIMATED_VALUE_REQUIRED_MESSAGE = message(
  'domain.valuation.estimatedValueRequired',
  'Please enter your estimate of your home’s value',
);
export const ESTIMATED_VALUE_MIN_MESSAGE = message('domain.valuation.estimatedValueMin', 'Must be at least $50,000');
export const ESTIMATED_VALUE_MAX_MESSAGE = message(
  'domain.valuation.estimatedValueMax',
  'Must be less than $10,000,000',
);

export const estimatedValueSchema = lazySchema(() =>
  z.object({
    estimatedValue: z
      .number(ESTIMATED_VALUE_REQUIRED_MESSAGE)
      .int(WHOLE_DOLLARS_MESSAGE)
      .min(MIN_ESTIMATED_VALUE_DOLLARS, ESTIMATED_VALUE_MIN_MESSAGE)
      .max(MAX_ESTIMATED_VALUE_DOLLARS, ESTIMATED_VALUE_MAX_MESSAGE),
  }),
);
export type EstimatedValue = z.infer<typeof estimatedValueSchema>;

/** docs/product/widgets-and-calculations.md §4 property conditions an applicant can choose (UNKNOWN_CONDITION and NOT_AVAILABLE are the lender's). */
export const CHOOSABLE_PROPERTY_CONDITIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'POOR'] as const;
export type ChoosablePropertyCondition = (typeof CHOOSABLE_PROPERTY_CONDITIONS)[number];
export const PROPERTY_CONDITION_LABELS = labelMessages<ChoosablePropertyCondition>(
  'domain.valuation.propertyCondition',
  {
    EXCELLENT: 'Excellent: like new, recently updated',
    GOOD: 'Good: well kept, only normal wear',
    AVERAGE: 'Average: some updating or small repairs needed',
    FAIR: 'Fair: several repairs needed',
    POOR: 'Poor: major repairs needed',
  },
);

export const ANSWER_REQUIRED_MESSAGE = message('domain.valuation.answerRequired', 'Please answer this question');
export const PROPERTY_CONDITION_REQUIRED_MESSAGE = message(
  'domain.valuation.propertyConditionRequired',
  'Please choose the condition of your property',
);
export const REPAIRS_DESCRIPTION_REQUIRED_MESSAGE = message(
  'domain.valuation.repairsDescriptionRequired',
  'Please tell us which repairs are needed',
);

/** bpo/condition (Texas, docs/product/registration-and-routing.md §4): the property-condition questionnaire answered before the BPO is ordered. */
export const propertyConditionSchema = lazySchema(() =>
  z
    .object({
      overallCondition: z.enum(CHOOSABLE_PROPERTY_CONDITIONS, PROPERTY_CONDITION_REQUIRED_MESSAGE),
      needsRepairs: z.boolean(ANSWER_REQUIRED_MESSAGE),
      repairsDescription: z.string().max(MAX_LENGTH.freeText, maxLength(MAX_LENGTH.freeText)).trim().optional(),
      recentDamage: z.boolean(ANSWER_REQUIRED_MESSAGE),
      exteriorAccessible: z.boolean(ANSWER_REQUIRED_MESSAGE),
    })
    .superRefine((value, ctx) => {
      if (value.needsRepairs && !value.repairsDescription) {
        ctx.addIssue({
          code: 'custom',
          path: ['repairsDescription'],
          ...issueFields(REPAIRS_DESCRIPTION_REQUIRED_MESSAGE),
        });
      }
    }),
);
export type PropertyConditionAnswers = z.infer<typeof propertyConditionSchema>;

export const BPO_AUTHORIZATION_REQUIRED_MESSAGE = message(
  'domain.valuation.bpoAuthorizationRequired',
  'Please agree so we can order the valuation',
);

/** bpo/order-bpo: the applicant authorises the broker's visit and the fee shown (nothing when the lender covers it). */
export const orderValuationSchema = lazySchema(() =>
  z.object({
    authorize: z.literal(true, BPO_AUTHORIZATION_REQUIRED_MESSAGE),
  }),
);
export type OrderValuation = z.infer<typeof orderValuationSchema>;

/** The property states where the questionnaire comes first (docs/product/registration-and-routing.md §4: bpo/condition when the property is in TX). */
export const needsConditionQuestionnaire = (propertyState: string | null | undefined): boolean =>
  propertyState?.toUpperCase() === 'TX';
