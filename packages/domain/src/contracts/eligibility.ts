import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { stateCodeSchema, uuidSchema, zipSchema } from './address';
import { coDeedStatusQuerySchema, coDeedStatusSchema } from './signers';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * May this visitor start an application, and where does the organisation lend?
 * Paths are the spec's (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7). The orgCode query of the state and zip lists and all response shapes
 * except the state-licenses abbrev list are ours: the spec does not show them.
 */

/** Why an application cannot be started; picks the active-application modal variant (docs/product/registration-and-routing.md §2). Ours. */
export const START_BLOCK_REASONS = ['ACTIVE_APPLICATION', 'COMPLETED_WAIT_45_DAYS', 'INQUIRY_APPLICATION'] as const;
export const startBlockReasonSchema = lazySchema(() => z.enum(START_BLOCK_REASONS));
export type StartBlockReason = z.infer<typeof startBlockReasonSchema>;

export const abilityToStartSchema = lazySchema(() =>
  z.object({
    canStartApplication: z.boolean(),
    /** orgCodes of the organisations where the user has an active application. */
    organizationsWithActiveApplication: z.array(z.string()),
    reason: startBlockReasonSchema.nullable(),
    /** The application the modal's Continue button leads to (/{uuid}). */
    activeApplicationUuid: uuidSchema.nullable(),
    /** docs/product/registration-and-routing.md §9: 45 days after a completed HELOC; the ISO date from which a new application may start. */
    waitUntil: z.iso.date().nullable(),
  }),
);
export type AbilityToStart = z.infer<typeof abilityToStartSchema>;

export const verifyAbilityToStartContract = defineContract({
  method: 'GET',
  path: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
  auth: 'customer',
  service: 'search',
  summary:
    'Whether the signed-in user may start a new application (docs/product/registration-and-routing.md §5, §7). reason, activeApplicationUuid and waitUntil are ours: the spec shows only canStartApplication and organizationsWithActiveApplication.',
  response: { 200: abilityToStartSchema, 401: errorsSchema },
});

const orgCodeQuery = lazySchema(() => z.object({ orgCode: text(MAX.code).min(1) }));

export const getStatesEligibilityContract = defineContract({
  method: 'GET',
  path: '/service-application/external/api/v2/heloc/states-eligibility',
  auth: 'public',
  service: 'application',
  summary:
    'States where the organisation accepts applications (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7). Query and response shape are ours: the spec does not show them.',
  querystring: orgCodeQuery,
  response: {
    200: lazySchema(() => z.object({ orgCode: z.string(), allowedStates: z.array(stateCodeSchema) })),
    400: errorsSchema,
    404: errorsSchema,
  },
});

export const getZipEligibilityContract = defineContract({
  method: 'GET',
  path: '/service-application/external/api/v1/heloc/zip-eligibility',
  auth: 'public',
  service: 'application',
  summary:
    'Zips excluded for the organisation, e.g. disaster areas that need a post-disaster inspection (docs/product/registration-and-routing.md §5, §7). Query and response shape are ours: the spec does not show them.',
  querystring: orgCodeQuery,
  response: {
    200: lazySchema(() => z.object({ orgCode: z.string(), excludedZips: z.array(zipSchema) })),
    400: errorsSchema,
    404: errorsSchema,
  },
});

export const stateLicenseSchema = lazySchema(() =>
  z.object({
    abbrev: stateCodeSchema,
    /** Full state name and licence number are ours (the footer shows licensed states and NMLS information). */
    name: z.string(),
    licenseNumber: z.string().nullable(),
  }),
);
export type StateLicense = z.infer<typeof stateLicenseSchema>;

export const getStateLicensesContract = defineContract({
  method: 'GET',
  path: '/service-application/external/api/v1/heloc/state-licenses',
  auth: 'public',
  service: 'application',
  summary:
    'States the organisation is licensed in, for the footer (docs/product/widgets-and-calculations.md §7: a list with abbrev). name and licenseNumber are ours.',
  querystring: orgCodeQuery,
  response: { 200: lazySchema(() => z.array(stateLicenseSchema)), 400: errorsSchema, 404: errorsSchema },
});

export const getCoDeedStatusContract = defineContract({
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/co-deed/status',
  auth: 'customer',
  service: 'application',
  summary:
    "The co-deed status (docs/product/widgets-and-calculations.md §6, §7): the signed-in additional signer's application, or with ?applicationUuid any participant's (the primary applicant's signing/additional screen), with who must sign and who has. The client does not retry on 400. Response shape is ours: the spec does not show it.",
  querystring: coDeedStatusQuerySchema,
  response: {
    200: coDeedStatusSchema,
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});
