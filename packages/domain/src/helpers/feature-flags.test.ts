import { describe, expect, it } from 'vitest';
import {
  applyFeatureFlagOverrides,
  type FeatureFlag,
  isFeatureEnabled,
  isKeptFeatureFlagKey,
  keepKnownFeatureFlags,
  KEPT_FEATURE_FLAG_KEYS,
} from './feature-flags';

describe('feature flags (docs/product/application-area.md §9)', () => {
  it('keeps exactly the 17 spec keys', () => {
    expect([...KEPT_FEATURE_FLAG_KEYS].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(KEPT_FEATURE_FLAG_KEYS).toHaveLength(17);
  });

  it.each<[string, boolean]>([
    ['webchat', true],
    ['redesign-2025', true],
    ['portfolio', false],
    ['WEBCHAT', false],
    ['', false],
  ])('isKeptFeatureFlagKey(%j) = %s', (key, expected) => {
    expect(isKeptFeatureFlagKey(key)).toBe(expected);
  });

  const fetched: FeatureFlag[] = [
    { key: 'webchat', enabled: true, variables: { stream: true } },
    { key: 'maintenance', enabled: false, variables: { routes: ['/liens'] } },
    { key: 'portfolio-manager', enabled: true },
    { key: 'some-experiment', enabled: true },
  ];

  it('drops every other flag', () => {
    const kept = keepKnownFeatureFlags(fetched);
    expect(Object.keys(kept).sort()).toEqual(['maintenance', 'webchat']);
    expect(kept.webchat).toEqual({ key: 'webchat', enabled: true, variables: { stream: true } });
    expect(isFeatureEnabled(kept, 'webchat')).toBe(true);
    expect(isFeatureEnabled(kept, 'maintenance')).toBe(false);
    expect(isFeatureEnabled(kept, 'ny-modal')).toBe(false);
  });

  it('lets the session override turn known flags on or off, keeping their variables', () => {
    const merged = applyFeatureFlagOverrides(keepKnownFeatureFlags(fetched), {
      webchat: false,
      maintenance: true,
      'ny-modal': true,
      'portfolio-manager': true, // unknown: ignored
      'rate-buy-down': 'yes', // not a boolean: ignored
    });
    expect(merged).toEqual({
      webchat: { key: 'webchat', enabled: false, variables: { stream: true } },
      maintenance: { key: 'maintenance', enabled: true, variables: { routes: ['/liens'] } },
      'ny-modal': { key: 'ny-modal', enabled: true, variables: {} },
    });
  });
});
