import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { setToken } from './auth-token';
import {
  fetchFlags,
  isFlagOn,
  isUnderMaintenance,
  parseFlagOverrides,
  persistFlagOverrides,
  selectFlags,
} from './flags';

const flag = (key: string, enabled = true, variables: Record<string, unknown> = {}) => ({ key, enabled, variables });

describe('feature flags (docs/product/application-area.md §9)', () => {
  it('keeps only the whitelisted flags', () => {
    const flags = selectFlags([flag('webchat'), flag('portfolio-manager'), flag('redesign-2025', false)]);
    expect(Object.keys(flags).sort()).toEqual(['redesign-2025', 'webchat']);
  });

  it('parses session overrides and ignores unknown keys and states', () => {
    expect(parseFlagOverrides('redesign-2025:off,webchat:on,unknown:on,ny-modal:maybe')).toEqual({
      'redesign-2025': false,
      webchat: true,
    });
  });

  it('fetches the flags for the user and applies the persisted overrides', async () => {
    persistFlagOverrides('?flags=redesign-2025:off');
    const { calls } = mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({
        features: [flag('redesign-2025', true), flag('webchat', true), flag('not-kept', true)],
      }),
    });
    setToken('stored-jwt');
    const flags = await fetchFlags({ organization: 'summit', identityUuid: 'id-1' });
    expect(calls[0]!.body).toEqual({ optimizeUser: { organization: 'summit', identityUuid: 'id-1' } });
    // docs/product/widgets-and-calculations.md §7: the external context goes without the stored token.
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[0]!.credentials).toBe('include');
    expect(isFlagOn(flags, 'redesign-2025')).toBe(false);
    expect(isFlagOn(flags, 'webchat')).toBe(true);
    expect(flags).not.toHaveProperty('not-kept');
  });

  it('matches the maintenance flag route patterns', () => {
    const flags = selectFlags([
      flag('maintenance', true, { routes: ['register-v2/*', '/dashboard', ':uuid/income/*'] }),
    ]);
    expect(isUnderMaintenance(flags, '/account/heloc/register-v2/birthdate')).toBe(true);
    expect(isUnderMaintenance(flags, '/dashboard')).toBe(true);
    expect(isUnderMaintenance(flags, '/account/heloc/abc/income/review')).toBe(true);
    expect(isUnderMaintenance(flags, '/account/heloc/abc/start/profile')).toBe(false);
    const off = selectFlags([flag('maintenance', false, { routes: ['/dashboard'] })]);
    expect(isUnderMaintenance(off, '/dashboard')).toBe(false);
  });
});
