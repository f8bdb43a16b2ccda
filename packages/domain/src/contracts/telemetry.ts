import { z } from 'zod';
import { MAX_LENGTH as MAX, dictionary, list, text } from '../validation/limits';
import { uuidSchema } from './address';
import { experimentSchema } from './application';
import { defineContract, errorsSchema, okSchema } from './contract';
import { PRODUCT_TYPES } from '../enums';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Telemetry (events and sessions), experiment recording, tracker and session-replay bookkeeping.
 * Concrete paths for the spec's placeholders (ours):
 *   {context}      -> 'external' (no token needed: registration, chat) or 'secure' (Bearer token sent)
 *   {app service}  -> /service-application/api/v1/application/heloc
 * Save tracker (docs/product/registration-and-routing.md §7 names it without a path) -> PUT /service-application/api/v1/application/heloc/tracker.
 */
const APP = '/service-application/api/v1/application/heloc';

export const TELEMETRY_CONTEXTS = ['external', 'secure'] as const;
const contextParams = lazySchema(() => z.object({ context: z.enum(TELEMETRY_CONTEXTS) }));
const queryParamsSchema = lazySchema(() => dictionary(text(MAX.telemetryValue)));
/** A telemetry property: a short scalar (bounded; the web app sends flags and names). */
const propertyValueSchema = lazySchema(() => z.union([text(MAX.telemetryValue), z.number(), z.boolean(), z.null()]));

/** docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7: event names include PAGEVIEW, heloc-register-start, helocStarted, appStarted, auth-bucket. */
export const telemetryEventBodySchema = lazySchema(() =>
  z.object({
    domain: text(MAX.url).min(1),
    queryParams: queryParamsSchema.optional(),
    pagePath: text(MAX.url).startsWith('/'),
    event: text(MAX.identifier).min(1),
    sessionKey: uuidSchema.optional(),
    /** docs/product/widgets-and-calculations.md §7 spells it identityId, docs/product/registration-and-routing.md §7 identityUuid: both are accepted. */
    identityId: uuidSchema.nullish(),
    identityUuid: uuidSchema.nullish(),
    applicationUuid: uuidSchema.nullish(),
    eventType: text(MAX.identifier).min(1),
    productType: z.enum(PRODUCT_TYPES).optional(),
    eventProperties: dictionary(propertyValueSchema).optional(),
    dontDedupe: z.boolean().optional(),
    dedupeProperty: text(MAX.identifier).optional(),
  }),
);
export type TelemetryEventBody = z.infer<typeof telemetryEventBodySchema>;

export const sendTelemetryEventContract = defineContract({
  method: 'POST',
  path: '/ft/:context/event',
  auth: 'public',
  service: 'telemetry',
  summary:
    'Record a telemetry event (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7). Response body is ours: the spec does not show it.',
  params: contextParams,
  body: telemetryEventBodySchema,
  response: { 200: okSchema, 400: errorsSchema },
});

/** docs/product/widgets-and-calculations.md §3 Telemetry session; epoch in milliseconds (ours). */
export const telemetrySessionSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    epoch: z.number().int().nonnegative(),
    trackerUuid: uuidSchema,
  }),
);
export type TelemetrySession = z.infer<typeof telemetrySessionSchema>;

export const startTelemetrySessionBodySchema = lazySchema(() =>
  z.object({
    platform: z.literal('WEB'),
    libVersion: text(MAX.code),
    referrer: text(MAX.url).optional(),
    queryParams: queryParamsSchema.optional(),
    screenWidth: z.number().int().nonnegative(),
    screenHeight: z.number().int().nonnegative(),
    windowWidth: z.number().int().nonnegative(),
    windowHeight: z.number().int().nonnegative(),
    /** The session being resumed, if any. */
    sessionKey: uuidSchema.optional(),
    appVersion: text(MAX.code),
  }),
);
export type StartTelemetrySessionBody = z.infer<typeof startTelemetrySessionBodySchema>;

export const startTelemetrySessionContract = defineContract({
  method: 'POST',
  path: '/ft/:context/session',
  auth: 'public',
  service: 'telemetry',
  summary:
    'Start or resume a telemetry session; answers sessionKey with uuid, epoch and trackerUuid (docs/product/widgets-and-calculations.md §7; the client tries up to 3 times).',
  params: contextParams,
  body: startTelemetrySessionBodySchema,
  response: { 200: lazySchema(() => z.object({ sessionKey: telemetrySessionSchema })), 400: errorsSchema },
});

export const saveHelocExperimentsContract = defineContract({
  method: 'PATCH',
  path: `${APP}/:appUuid/experiments`,
  auth: 'participant',
  service: 'application',
  summary:
    'Record the experiment variations an application saw, once per application (docs/product/application-area.md §4.2, §7). Response body is ours: the spec does not show it.',
  params: lazySchema(() => z.object({ appUuid: uuidSchema })),
  body: lazySchema(() => z.object({ experiments: list(experimentSchema).min(1) })),
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const updateOptimizelyProfileContract = defineContract({
  method: 'PATCH',
  path: `${APP}/optermizerly-profile`,
  auth: 'customer',
  service: 'application',
  summary:
    "Link the identity to its experiment (tracker) profile (docs/product/application-area.md §7; 'optermizerly' is the spec's spelling). Response body is ours: the spec does not show it.",
  querystring: lazySchema(() => z.object({ identityUuid: uuidSchema })),
  body: lazySchema(() => z.object({ optimizelyProfileUuid: uuidSchema })),
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema },
});

export const getOptimizelyProfileContract = defineContract({
  method: 'GET',
  path: '/service-application/api/v3/application/heloc/optermizerly-profile',
  auth: 'customer',
  service: 'application',
  summary:
    "The signed-in user's experiment tracker id (docs/product/widgets-and-calculations.md §7; 'optermizerly' is the spec's spelling). The field name trackerId is ours.",
  response: { 200: lazySchema(() => z.object({ trackerId: uuidSchema.nullable() })), 401: errorsSchema },
});

export const saveHelocFullStoryLinkContract = defineContract({
  method: 'PUT',
  path: `${APP}/:uuid/full-story-link`,
  auth: 'borrower',
  service: 'application',
  summary:
    'Record the session-replay link of an application (docs/product/registration-and-routing.md §7). Response body is ours: the spec does not show it.',
  params: lazySchema(() => z.object({ uuid: uuidSchema })),
  body: lazySchema(() => z.object({ link: z.url({ protocol: /^https?$/ }).max(MAX.url) })),
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const saveTrackerContract = defineContract({
  method: 'PUT',
  path: `${APP}/tracker`,
  auth: 'customer',
  service: 'application',
  summary:
    "Store the telemetry tracker uuid on the signed-in user's profile (docs/product/registration-and-routing.md §7 'Save tracker'). Path and response body are ours: the spec does not show them.",
  body: lazySchema(() => z.object({ trackerUuid: uuidSchema })),
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema },
});
