import { z } from 'zod';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Feature flags and experiments (docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7: POST /service-optimize/{context}/api/...). The context is a path
 * segment such as 'external' or 'heloc'. Flag variables are free-form per flag (ours), e.g. maintenance.routes.
 */
const contextParams = lazySchema(() =>
  z.object({ context: z.string().regex(/^[a-z0-9-]{1,40}$/i, 'Unknown context') }),
);

/** docs/product/application-area.md §7: attributes applicationUuid, createdAt, identityUuid, organization; docs/product/widgets-and-calculations.md §7 adds trackerId. */
export const optimizeUserSchema = lazySchema(() =>
  z.object({
    identityUuid: z.string().max(64).optional(),
    applicationUuid: z.string().max(64).optional(),
    organization: z.string().max(64),
    createdAt: z.string().max(64).optional(),
    trackerId: z.string().max(128).optional(),
  }),
);
export type OptimizeUser = z.infer<typeof optimizeUserSchema>;

export const featureSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    enabled: z.boolean(),
    variables: z.record(z.string(), z.unknown()),
  }),
);
export type Feature = z.infer<typeof featureSchema>;

const featureKeySchema = lazySchema(() => z.string().min(1).max(100));

export const getFeaturesContract = defineContract({
  method: 'POST',
  path: '/service-optimize/:context/api/v1/features',
  auth: 'public',
  service: 'optimize',
  summary:
    "Every feature flag for this user and organisation; an organisation's overrides win over global defaults (docs/product/widgets-and-calculations.md §7).",
  params: contextParams,
  body: lazySchema(() => z.object({ optimizeUser: optimizeUserSchema })),
  response: { 200: lazySchema(() => z.object({ features: z.array(featureSchema) })), 400: errorsSchema },
});

export const getFeatureContract = defineContract({
  method: 'POST',
  path: '/service-optimize/:context/api/v1/feature',
  auth: 'public',
  service: 'optimize',
  summary: 'One feature flag (docs/product/widgets-and-calculations.md §7); an unknown key answers enabled false.',
  params: contextParams,
  body: lazySchema(() => z.object({ featureKey: featureKeySchema, optimizeUser: optimizeUserSchema })),
  response: { 200: featureSchema, 400: errorsSchema },
});

export const getDecisionContract = defineContract({
  method: 'POST',
  path: '/service-optimize/:context/api/v2/decision',
  auth: 'public',
  service: 'optimize',
  summary:
    "An experiment decision (docs/product/widgets-and-calculations.md §7). Variation is 'on' or 'off' (ours: the sandbox has no multi-arm experiments).",
  params: contextParams,
  body: lazySchema(() => z.object({ featureKey: featureKeySchema, optimizeUser: optimizeUserSchema })),
  response: {
    200: lazySchema(() => z.object({ key: z.string(), enabled: z.boolean(), variation: z.string() })),
    400: errorsSchema,
  },
});
