import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { addressSchema, datePartsSchema, phoneDigitsSchema, stateCodeSchema, uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * How a visitor arrived: referrals, loan originators, mailed offer codes and affiliate prefill.
 * Concrete paths (ours where the spec names the call without a path):
 *   referral by referralUuid           -> GET /service-lead-portal/api/referrals/:referralUuid (docs/product/application-area.md §7)
 *   loan originator                    -> GET /service-lead-portal/api/lo/:loanOriginatorUuid (+ /licensed-states)
 *   {base}/offercode/{code}            -> GET /service-application/api/v1/application/heloc/offercode/:code
 * All are public: they run during registration, before the visitor has an account.
 */

/** docs/product/registration-and-routing.md §3 Referral. */
export const referralSchema = lazySchema(() =>
  addressSchema.extend({
    firstName: z.string(),
    lastName: z.string(),
    suffix: z.string().nullable(),
    phoneNumber: phoneDigitsSchema.nullable(),
    email: z.email().nullable(),
  }),
);
export type Referral = z.infer<typeof referralSchema>;

export const getReferralContract = defineContract({
  method: 'GET',
  path: '/service-lead-portal/api/referrals/:referralUuid',
  auth: 'public',
  service: 'lead-portal',
  summary:
    'A referral record, used to prefill registration (docs/product/registration-and-routing.md §3, docs/product/application-area.md §7). Response shape beyond the fields of docs/product/registration-and-routing.md §3 is ours.',
  params: lazySchema(() => z.object({ referralUuid: uuidSchema })),
  response: { 200: referralSchema, 400: errorsSchema, 404: errorsSchema },
});

/** docs/product/registration-and-routing.md §3 Loan originator plus the card fields of docs/product/widgets-and-calculations.md §2. */
export const loanOriginatorSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    originatorName: z.string().nullable(),
    brokerName: z.string().nullable(),
    avatarUri: z.string().nullable(),
    email: z.email(),
    phoneNumber: phoneDigitsSchema,
    nmls: z.string(),
    licensedStates: z.array(stateCodeSchema),
    enforceLicensedStatesForReferral: z.boolean(),
    originatorDisplayInfo: z.object({ phoneNumber: phoneDigitsSchema, email: z.email() }),
  }),
);
export type LoanOriginator = z.infer<typeof loanOriginatorSchema>;

const loanOriginatorParams = lazySchema(() => z.object({ loanOriginatorUuid: uuidSchema }));

export const getLoanOriginatorContract = defineContract({
  method: 'GET',
  path: '/service-lead-portal/api/lo/:loanOriginatorUuid',
  auth: 'public',
  service: 'lead-portal',
  summary:
    'Loan originator public info for the officer card and referral checks (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §2; cached 10 minutes by the client). Response shape is ours: the spec does not show it.',
  params: loanOriginatorParams,
  querystring: lazySchema(() => z.object({ organization: text(MAX.code).min(1).optional() })),
  response: { 200: loanOriginatorSchema, 400: errorsSchema, 404: errorsSchema },
});

export const getLoanOriginatorLicensedStatesContract = defineContract({
  method: 'GET',
  path: '/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states',
  auth: 'public',
  service: 'lead-portal',
  summary:
    "The loan originator's licensed states (docs/product/application-area.md §7). Response shape is ours: the spec does not show it.",
  params: loanOriginatorParams,
  response: {
    200: lazySchema(() =>
      z.object({ licensedStates: z.array(stateCodeSchema), enforceLicensedStatesForReferral: z.boolean() }),
    ),
    400: errorsSchema,
    404: errorsSchema,
  },
});

/** docs/product/registration-and-routing.md §3 Offer code record. Dates are ISO dates. */
export const offerCodeRecordSchema = lazySchema(() =>
  addressSchema.extend({
    firstName: z.string(),
    lastName: z.string(),
    inHomeDate: z.iso.date(),
    respondByDate: z.iso.date(),
    offerCode: z.string(),
  }),
);
export type OfferCodeRecord = z.infer<typeof offerCodeRecordSchema>;

export const getOfferCodeContract = defineContract({
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/offercode/:code',
  auth: 'public',
  service: 'application',
  summary:
    'A mailed offer code record, used to prefill registration (docs/product/registration-and-routing.md §7). Response shape beyond the fields of docs/product/registration-and-routing.md §3 is not shown: ours.',
  params: lazySchema(() => z.object({ code: z.string().min(1).max(64) })),
  response: { 200: offerCodeRecordSchema, 400: errorsSchema, 404: errorsSchema },
});

export const getReferralIdContract = defineContract({
  method: 'GET',
  path: '/service-application/external/api/v1/heloc/referral-id/:referralUuid',
  auth: 'public',
  service: 'application',
  summary:
    "A referral's state and e-mail (docs/product/widgets-and-calculations.md §7: the answer has status and email). The status values are ours: OPEN, or USED once an application was created from it.",
  params: lazySchema(() => z.object({ referralUuid: uuidSchema })),
  response: {
    200: lazySchema(() => z.object({ status: z.enum(['OPEN', 'USED']), email: z.email().nullable() })),
    400: errorsSchema,
    404: errorsSchema,
  },
});

/** docs/product/registration-and-routing.md §3 Affiliate prepopulation data. */
export const prepopSchema = lazySchema(() =>
  z.object({
    name: z.object({
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
      suffix: z.string().nullable(),
    }),
    address: addressSchema.nullable(),
    dob: datePartsSchema.nullable(),
    email: z.email().nullable(),
    phone: phoneDigitsSchema.nullable(),
    /** Annual income in dollars. */
    income: z.number().nullable(),
    affiliates: z.array(z.string()),
    abVersion: z.string().nullable(),
  }),
);
export type Prepop = z.infer<typeof prepopSchema>;

export const getPrepopContract = defineContract({
  method: 'GET',
  path: '/a/external/prepop',
  auth: 'public',
  service: 'application',
  summary:
    'Affiliate prepopulation data for registration (docs/product/registration-and-routing.md §3, docs/product/widgets-and-calculations.md §7). The token query and the response shape are ours: the spec does not show them.',
  querystring: lazySchema(() => z.object({ token: z.string().min(1).max(256) })),
  response: { 200: prepopSchema, 400: errorsSchema, 404: errorsSchema },
});
