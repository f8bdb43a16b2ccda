import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { addressSchema, datePartsSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Waitlist check, the first step of the registration submit (docs/product/registration-and-routing.md §4). Path and body are the spec's
 * (docs/product/registration-and-routing.md §7); the answer format is not shown, so it is ours.
 */

export const joinWaitlistBodySchema = lazySchema(() =>
  addressSchema.extend({
    firstName: text(MAX.name).trim().min(1),
    lastName: text(MAX.name).trim().min(1),
    dob: datePartsSchema,
    email: z.email().max(MAX.email),
    /** Annual income in dollars (docs/product/registration-and-routing.md §5: 0..9,999,999). */
    income: z.number().min(0).max(9_999_999),
    /** The visitor agreed to be contacted when the product reaches them. */
    consent: z.boolean(),
  }),
);
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

export const waitlistResultSchema = lazySchema(() =>
  z.object({
    /** true: the product is not offered at this address yet and the visitor was put on the waitlist; stop here. */
    waitlisted: z.boolean(),
  }),
);
export type WaitlistResult = z.infer<typeof waitlistResultSchema>;

export const joinWaitlistContract = defineContract({
  method: 'POST',
  path: '/waitlist/home-equity-loan-plus',
  auth: 'public',
  service: 'waitlist',
  summary:
    'Waitlist check before the account is created (docs/product/registration-and-routing.md §4, §7). Response shape is ours: the spec does not show it. waitlisted=false means registration continues.',
  body: joinWaitlistBodySchema,
  response: { 200: waitlistResultSchema, 400: errorsSchema },
});
