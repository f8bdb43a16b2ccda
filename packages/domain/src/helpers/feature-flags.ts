/**
 * Feature flags (docs/product/application-area.md §9: "Feature flags kept (all others dropped)" and "Flags can be overridden by a persisted
 * session setting"; docs/product/application-area.md §3 "Feature flag": key, enabled, variables).
 */

/** docs/product/application-area.md §9: exactly these 17 keys are kept, word for word. */
export const KEPT_FEATURE_FLAG_KEYS = [
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
export type FeatureFlagKey = (typeof KEPT_FEATURE_FLAG_KEYS)[number];

export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** Kept flags by key. A key that is absent is off. */
export type FeatureFlags = Partial<Record<FeatureFlagKey, FeatureFlag>>;

export const isKeptFeatureFlagKey = (key: string): key is FeatureFlagKey =>
  (KEPT_FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** docs/product/application-area.md §9: keeps the 17 known flags from a fetched list and drops all others. A later duplicate key wins. */
export const keepKnownFeatureFlags = (flags: readonly FeatureFlag[]): FeatureFlags => {
  const kept: FeatureFlags = {};
  for (const flag of flags) if (isKeptFeatureFlagKey(flag.key)) kept[flag.key] = flag;
  return kept;
};

/**
 * docs/product/application-area.md §9: applies the persisted session override (flag key → on/off) on top of the fetched flags. Only known
 * keys with a boolean value count; anything else in the stored setting is ignored. An override for a flag that was
 * not fetched turns it on or off with no variables.
 */
export const applyFeatureFlagOverrides = (
  flags: FeatureFlags,
  overrides: Readonly<Record<string, unknown>>,
): FeatureFlags => {
  const merged: FeatureFlags = { ...flags };
  for (const [key, enabled] of Object.entries(overrides)) {
    if (!isKeptFeatureFlagKey(key) || typeof enabled !== 'boolean') continue;
    merged[key] = { key, variables: {}, ...flags[key], enabled };
  }
  return merged;
};

/** True when the flag is present and enabled. */
export const isFeatureEnabled = (flags: FeatureFlags, key: FeatureFlagKey): boolean => flags[key]?.enabled === true;
