import { queryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  applyFeatureFlagOverrides,
  isFeatureEnabled,
  isKeptFeatureFlagKey,
  isPortfolioManagerOn,
  keepKnownFeatureFlags,
  type FeatureFlag,
  type FeatureFlagKey,
  type FeatureFlags,
} from '@heloc/domain';
import { getFeaturesContract } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { FLAG_OVERRIDES_KEY } from './flag-overrides-key';
import { BASE_PATH } from './public-paths';

// docs/product/application-area.md §9: only the whitelisted flags are kept (domain helpers), with the session overrides on top.
export type FlagKey = FeatureFlagKey;
export type Flags = FeatureFlags;

/** Keeps only the whitelisted flags, then applies the session overrides. */
export const selectFlags = (features: readonly FeatureFlag[], overrides: Overrides = {}): Flags =>
  applyFeatureFlagOverrides(keepKnownFeatureFlags(features), overrides);

// docs/product/application-area.md §9: flags can be overridden by a persisted session setting, e.g. '?flags=redesign-2025:off,webchat:on'.
type Overrides = Record<string, boolean>;

export const parseFlagOverrides = (value: string): Overrides => {
  const overrides: Overrides = {};
  for (const part of value.split(',')) {
    const [key, state] = part.trim().split(':');
    if (key && isKeptFeatureFlagKey(key) && (state === 'on' || state === 'off')) overrides[key] = state === 'on';
  }
  return overrides;
};

export const readFlagOverrides = (): Overrides => {
  try {
    const stored = sessionStorage.getItem(FLAG_OVERRIDES_KEY);
    return stored ? (JSON.parse(stored) as Overrides) : {};
  } catch {
    return {};
  }
};

/** Stores the `flags` query parameter's overrides for the rest of the browser session (merged with earlier ones). */
export const persistFlagOverrides = (search: string): void => {
  const value = new URLSearchParams(search).get('flags');
  if (!value) return;
  const merged = { ...readFlagOverrides(), ...parseFlagOverrides(value) };
  sessionStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(merged));
};

export interface FlagUser {
  organization: string;
  identityUuid?: string | undefined;
  /** docs/product/application-area.md §7: in the application area, the application and when it was created. */
  applicationUuid?: string | undefined;
  createdAt?: string | undefined;
}

/** The attributes sent: those known, none as undefined. */
const optimizeUserOf = ({ organization, identityUuid, applicationUuid, createdAt }: FlagUser) => ({
  organization,
  ...(identityUuid ? { identityUuid } : {}),
  ...(applicationUuid ? { applicationUuid } : {}),
  ...(createdAt ? { createdAt } : {}),
});

/** The features call (docs/product/widgets-and-calculations.md §7, external context): every flag the server answers. */
export const fetchFeatures = async (user: FlagUser, signal?: AbortSignal): Promise<FeatureFlag[]> => {
  const optimizeUser = optimizeUserOf(user);
  const answer = await callContract(getFeaturesContract, {
    params: { context: 'external' },
    body: { optimizeUser },
    signal,
  });
  return answer.features;
};

export const fetchFlags = async (user: FlagUser, signal?: AbortSignal): Promise<Flags> =>
  selectFlags(await fetchFeatures(user, signal), readFlagOverrides());

export const flagKeys = {
  all: ['flags'] as const,
  forUser: (user: FlagUser) =>
    [
      ...flagKeys.all,
      user.organization,
      user.identityUuid ?? null,
      ...(user.applicationUuid ? [user.applicationUuid, user.createdAt ?? null] : []),
    ] as const,
};

/** The kept flags with the session overrides (a stable function, so the query keeps its selected answer). */
const selectKeptFlags = (features: FeatureFlag[]): Flags => selectFlags(features, readFlagOverrides());

/**
 * The features call is cached as answered: the app's kept flags are selected from it, and the shell reads its one
 * platform flag (the Portfolio Manager link, docs/product/application-area.md §6) from the same answer, no second call.
 */
const featuresQueryOptions = (user: FlagUser) =>
  queryOptions({
    queryKey: flagKeys.forUser(user),
    queryFn: ({ signal }) => fetchFeatures(user, signal),
    staleTime: 5 * 60_000,
  });

export const flagsQueryOptions = (user: FlagUser) =>
  queryOptions({ ...featuresQueryOptions(user), select: selectKeptFlags });

/** docs/product/application-area.md §2.3, §6: whether the Portfolio Manager link shows, from the features answer. */
export const portfolioFlagQueryOptions = (user: FlagUser) =>
  queryOptions({ ...featuresQueryOptions(user), select: isPortfolioManagerOn });

export const isFlagOn = (flags: Flags | undefined, key: FlagKey): boolean => isFeatureEnabled(flags ?? {}, key);

/**
 * docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.4: the maintenance flag lists route patterns in `variables.routes`. Patterns without a leading
 * slash are relative to the base path; `*` and `:param` work as in the router.
 */
export const isUnderMaintenance = (flags: Flags | undefined, pathname: string): boolean => {
  const flag = flags?.maintenance;
  if (!flag?.enabled) return false;
  const routes = flag.variables?.routes;
  if (!Array.isArray(routes)) return false;
  return routes.some((pattern) => {
    if (typeof pattern !== 'string' || pattern === '') return false;
    const absolute = pattern.startsWith('/') ? pattern : `${BASE_PATH}/${pattern}`;
    return matchPath({ path: absolute, end: true }, pathname) !== null;
  });
};
