import { queryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getFeaturesContract, type Feature } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { BASE_PATH } from './public-paths';

// spec 02 §9: the flags kept; all others are dropped.
export const FLAG_KEYS = [
  'additional-signer-conditions',
  'back-of-id',
  'business-iv',
  'business-purpose',
  'ca-fires',
  'company-covers-appraisal',
  'dc-fp7',
  'ny-modal',
  'irs-maintenance',
  'maintenance',
  'multi-page-product-select',
  'ny-fcra',
  'rate-buy-down',
  'redesign-2025',
  'self-employ-tax-verification',
  'sms-transactional-consent',
  'webchat',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export type Flag = Feature;
export type Flags = Partial<Record<FlagKey, Flag>>;

const isFlagKey = (key: string): key is FlagKey => (FLAG_KEYS as readonly string[]).includes(key);

/** Keeps only the whitelisted flags, then applies the session overrides. */
export const selectFlags = (features: readonly Flag[], overrides: Overrides = {}): Flags => {
  const flags: Flags = {};
  for (const feature of features) if (isFlagKey(feature.key)) flags[feature.key] = feature;
  for (const [key, enabled] of Object.entries(overrides)) {
    if (!isFlagKey(key)) continue;
    flags[key] = { key, variables: flags[key]?.variables ?? {}, enabled };
  }
  return flags;
};

// spec 02 §9: flags can be overridden by a persisted session setting, e.g. '?flags=redesign-2025:off,webchat:on'.
type Overrides = Record<string, boolean>;
const OVERRIDES_KEY = 'heloc.flag-overrides';

export const parseFlagOverrides = (value: string): Overrides => {
  const overrides: Overrides = {};
  for (const part of value.split(',')) {
    const [key, state] = part.trim().split(':');
    if (key && isFlagKey(key) && (state === 'on' || state === 'off')) overrides[key] = state === 'on';
  }
  return overrides;
};

export const readFlagOverrides = (): Overrides => {
  try {
    const stored = sessionStorage.getItem(OVERRIDES_KEY);
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
  sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify(merged));
};

export interface FlagUser {
  organization: string;
  identityUuid?: string | undefined;
}

export const fetchFlags = async (user: FlagUser, signal?: AbortSignal): Promise<Flags> => {
  const optimizeUser = user.identityUuid ? user : { organization: user.organization };
  // spec 03 §7: the features call in the external context.
  const answer = await callContract(getFeaturesContract, {
    params: { context: 'external' },
    body: { optimizeUser },
    signal,
  });
  return selectFlags(answer.features, readFlagOverrides());
};

export const flagKeys = {
  all: ['flags'] as const,
  forUser: (user: FlagUser) => [...flagKeys.all, user.organization, user.identityUuid ?? null] as const,
};

export const flagsQueryOptions = (user: FlagUser) =>
  queryOptions({
    queryKey: flagKeys.forUser(user),
    queryFn: ({ signal }) => fetchFlags(user, signal),
    staleTime: 5 * 60_000,
  });

export const isFlagOn = (flags: Flags | undefined, key: FlagKey): boolean => flags?.[key]?.enabled === true;

/**
 * spec 01 §2, 02 §2.4: the maintenance flag lists route patterns in `variables.routes`. Patterns without a leading
 * slash are relative to the base path; `*` and `:param` work as in the router.
 */
export const isUnderMaintenance = (flags: Flags | undefined, pathname: string): boolean => {
  const flag = flags?.maintenance;
  if (!flag?.enabled) return false;
  const routes = flag.variables.routes;
  if (!Array.isArray(routes)) return false;
  return routes.some((pattern) => {
    if (typeof pattern !== 'string' || pattern === '') return false;
    const absolute = pattern.startsWith('/') ? pattern : `${BASE_PATH}/${pattern}`;
    return matchPath({ path: absolute, end: true }, pathname) !== null;
  });
};
