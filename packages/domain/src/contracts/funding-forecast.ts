import { z } from 'zod';
import { FUNDING_STEPS } from '../closing/funding-forecast';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The application progress panel's expected funding date and the complete screen's promise (docs/product/application-area.md
 * §2.6, beyond the spec: path and shape are ours). Dates are 'yyyy-MM-dd' on the property's calendar.
 */
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const fundingForecastSchema = lazySchema(() =>
  z.object({
    /** The property's time zone (IANA name): every date below is a day of its calendar. */
    timeZone: z.string(),
    /** The day the application was started. */
    appliedOn: isoDate,
    /** Null once the application is closed without funding (declined, cancelled). */
    forecast: z
      .object({
        /** The day the funds are expected, or were sent. */
        fundingOn: isoDate,
        funded: z.boolean(),
        steps: z.array(z.object({ step: z.enum(FUNDING_STEPS), label: z.string(), on: isoDate, done: z.boolean() })),
      })
      .nullable(),
    /** docs/product/registration-and-routing.md §1 "funding in 5 days": business days taken (or expected) and whether kept. */
    promise: z.object({ businessDays: z.number().int(), took: z.number().int(), kept: z.boolean() }).nullable(),
  }),
);
export type FundingForecastAnswer = z.infer<typeof fundingForecastSchema>;

export const getFundingForecastContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/funding-forecast`,
  auth: 'borrower',
  service: 'application',
  summary:
    'When the funds are expected: the steps left to the first draw, dated on the property calendar, and whether the promise of funding in 5 business days is (or was) kept. Ours.',
  params: lazySchema(() => z.object({ uuid: uuidSchema })),
  response: { 200: fundingForecastSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});
