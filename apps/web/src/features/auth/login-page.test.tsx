import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const LOGIN = 'POST /identity-broker/customer/api/v3/login';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 404 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 404 }),
};
const signedIn = () =>
  jsonResponse({ jwt: 'jwt-1', redirectUrl: '/dashboard' }, { headers: { Authorization: 'Bearer jwt-1' } });

const fillAndSubmit = async (user: ReturnType<typeof renderApp>['user'], email = 'ann@example.com') => {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Secret-password-1!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('login page', () => {
  it('shows the field messages and does not call the server', async () => {
    const { calls } = mockFetch({ ...background, [LOGIN]: signedIn() });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email');

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/login'))).toBe(false);
  });

  it('returns to an accepted redirectUrl after login', async () => {
    const { calls } = mockFetch({ ...background, [LOGIN]: signedIn() });
    const { user, location } = renderApp('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fnot-accepting-apps');
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/account/heloc/not-accepting-apps'));
    expect(getToken()).toBe('jwt-1');
    expect(calls.find((c) => c.url.includes('/login'))?.body).toEqual({
      email: 'ann@example.com',
      password: 'Secret-password-1!',
    });
  });

  it.each(['//evil.example', 'https://evil.example', '/Dashboard'])(
    'ignores redirectUrl %s and goes to /dashboard',
    async (redirectUrl) => {
      mockFetch({ ...background, [LOGIN]: signedIn() });
      const { user, location } = renderApp(`/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
      await fillAndSubmit(user);
      await waitFor(() => expect(location()).toBe('/dashboard'));
    },
  );

  it("switches the button to 'Submitting' while signing in and shows server errors in an alert", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ ...background, [LOGIN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderApp('/auth/login');
    await fillAndSubmit(user);

    const busy = await screen.findByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    answer(jsonResponse({ errors: ['Invalid email or password'] }, { status: 401 }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(getToken()).toBeNull();
  });
});

describe('login page with two-step verification on', () => {
  const CODE = 'POST /identity-broker/customer/api/v3/login/mfa';
  const challenged = () =>
    jsonResponse({ mfaRequired: true, challenge: 'challenge-1', expiresAt: '2030-01-01T00:00:00.000Z' });

  it('asks for the code after the password, then signs in with it', async () => {
    const { calls } = mockFetch({ ...background, [LOGIN]: challenged(), [CODE]: signedIn() });
    const { user, location } = renderApp('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fnot-accepting-apps');
    await fillAndSubmit(user);

    const code = await screen.findByLabelText(/^Verification code/);
    expect(code).toHaveFocus();
    expect(getToken()).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    // Empty, then malformed: the contract's messages, no call.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the 6-digit code or a recovery code')).toBeInTheDocument();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/login/mfa'))).toBe(false);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/account/heloc/not-accepting-apps'));
    expect(getToken()).toBe('jwt-1');
    expect(calls.find((c) => c.url.includes('/login/mfa'))?.body).toEqual({ challenge: 'challenge-1', code: '123456' });
  });

  it('shows a wrong code in an alert and keeps the step; a recovery code is accepted as typed', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      ...background,
      [LOGIN]: challenged(),
      [CODE]: () =>
        Promise.resolve(
          ++answers === 1
            ? jsonResponse(
                { errors: ['That code is not correct or was already used. Please try again.'] },
                { status: 401 },
              )
            : signedIn(),
        ),
    });
    const { user, location } = renderApp('/auth/login');
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText(/^Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct or was already used.');
    expect(getToken()).toBeNull();

    const code = screen.getByLabelText(/^Verification code/);
    await user.clear(code);
    await user.type(code, 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls.filter((c) => c.url.includes('/login/mfa')).at(-1)?.body).toEqual({
      challenge: 'challenge-1',
      code: 'ABCDE-FGHJK',
    });
  });

  it('goes back to the password with "Use a different account"', async () => {
    mockFetch({ ...background, [LOGIN]: challenged() });
    const { user } = renderApp('/auth/login');
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });
});
