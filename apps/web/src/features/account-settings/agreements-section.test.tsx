import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

describe('account settings: the agreements (docs/product/registration-and-routing.md §7 profile consent-types)', () => {
  it('lists the consent documents in force with their versions, from the profile consent-types call', async () => {
    setToken('t');
    const { calls } = mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1/mfa': jsonResponse({
        twoFactorEnabled: false,
        totpVerified: false,
        recoveryCodesLeft: 0,
      }),
      'GET /service-profile/api/v1/profile/consent-types': jsonResponse([
        { type: 'TERMS', version: '2025-01' },
        { type: 'PRIVACY', version: '2025-02' },
        { type: 'SOFT_CREDIT', version: '2024-11' },
      ]),
    });
    renderApp('/dashboard/settings');
    const section = within(await screen.findByRole('region', { name: 'Your agreements' }));
    expect(section.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(section.getByText(/Privacy Policy/).closest('li')).toHaveTextContent('Privacy Policy (version 2025-02)');
    expect(section.getByText('Soft credit check authorization (version 2024-11)')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/service-profile/api/v1/profile/consent-types'))).toHaveLength(1);
  });
});
