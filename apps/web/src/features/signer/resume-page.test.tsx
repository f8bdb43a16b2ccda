import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// The invitation link lands on /heloc-signer/resume#token=...: a new signer creates their login there.

const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};
const invitation = {
  firstName: 'Jordan',
  lastName: 'Coowner',
  email: 'jordan@example.com',
  invitedBy: 'Pat',
  accountExists: false,
  expiresAt: '2026-12-01T00:00:00.000Z',
};

describe('/heloc-signer/resume', () => {
  it('creates the signer login from the token in the link, never sending the token in a URL', async () => {
    const { calls } = mockFetch({
      ...background,
      [`POST ${INVITATIONS}/lookup`]: jsonResponse(invitation),
      [`POST ${INVITATIONS}/accept`]: jsonResponse({ jwt: 'signer-jwt', applicationUuid: APP_UUID }),
    });
    const { user, location } = renderApp('/account/heloc/heloc-signer/resume#token=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/Pat asked you to sign/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');

    await user.type(screen.getByLabelText(/Mobile phone/), '5125550177');
    await user.type(screen.getByLabelText(/^Password/), 'Harbor!Light2026');
    await user.type(screen.getByLabelText(/Confirm password/), 'Harbor!Light2026');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    await expect.poll(() => location()).toBe('/account/heloc/heloc-signer/intro');
    expect(getToken()).toBe('signer-jwt');
    const accept = calls.find((c) => c.url.endsWith('/accept'));
    expect(accept?.body).toEqual({ token: 'abc123', password: 'Harbor!Light2026', phoneNumber: '(512) 555-0177' });
    expect(calls.every((c) => !c.url.includes('abc123'))).toBe(true);
  });

  it('says when the link has expired or was used', async () => {
    mockFetch({
      ...background,
      [`POST ${INVITATIONS}/lookup`]: jsonResponse(
        {
          errors: [
            'This invitation link has expired or was already used. Ask the applicant to send you a new invitation.',
          ],
        },
        { status: 404 },
      ),
    });
    renderApp('/account/heloc/heloc-signer/resume#token=old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/heloc/heloc-signer/login');
  });
});
