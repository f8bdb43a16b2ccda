import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { applyRelativeBaseUrlFlag } from './relative-base-url-flag';
import { setRelativeBaseUrl, withBaseUrl } from './transport/base-url';

const FEATURE = 'POST /service-optimize/external/api/v1/feature';
const STATUS = '/service-application/api/v1/application/heloc/all';

// docs/product/widgets-and-calculations.md §7: a feature flag named for the application picks a relative base URL.
describe('the base URL of the calls', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setRelativeBaseUrl(false);
  });

  it('is relative, and the flag is not asked, when the build names no API origin', async () => {
    const { calls } = mockFetch({});
    await applyRelativeBaseUrlFlag('summit');
    expect(calls).toEqual([]);
    expect(withBaseUrl(STATUS)).toBe(STATUS);
  });

  it("is the build's API origin until the flag named for the application answers on, then relative", async () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.summit.test/');
    expect(withBaseUrl(STATUS)).toBe(`https://api.summit.test${STATUS}`);
    expect(withBaseUrl('https://cdn.summit.test/banners.json')).toBe('https://cdn.summit.test/banners.json');

    const { calls } = mockFetch({ [FEATURE]: jsonResponse({ key: 'heloc', enabled: true, variables: {} }) });
    await applyRelativeBaseUrlFlag('summit');
    // The flag's own call went to the configured origin, named for the application.
    expect(calls[0]!.url).toBe('https://api.summit.test/service-optimize/external/api/v1/feature');
    expect(calls[0]!.body).toEqual({ featureKey: 'heloc', optimizeUser: { organization: 'summit' } });
    expect(withBaseUrl(STATUS)).toBe(STATUS);

    mockFetch({ [FEATURE]: jsonResponse({ key: 'heloc', enabled: false, variables: {} }) });
    await applyRelativeBaseUrlFlag('summit');
    expect(withBaseUrl(STATUS)).toBe(`https://api.summit.test${STATUS}`);
  });
});
