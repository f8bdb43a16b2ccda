import { STAFF_LINK_INVALID_MESSAGE } from '@heloc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildPipelinePage, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const SIGN_IN = 'POST /staff/api/v1/sign-in';
const AUTHENTICATOR = 'POST /staff/api/v1/sign-in/authenticator';
const SECOND_FACTOR = 'POST /staff/api/v1/sign-in/second-factor';
const signedIn = {
  'GET /staff/api/v1/me': jsonResponse(buildSelf()),
  'GET /staff/api/v1/members': jsonResponse([]),
  'GET /console/api/v1/applications': jsonResponse(buildPipelinePage([])),
};

const signIn = async (user: ReturnType<typeof renderConsole>['user']) => {
  await user.type(await screen.findByLabelText(/^Email/), 'pat@lender.example');
  await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('staff sign-in', () => {
  it('sets up the authenticator on the first sign-in and shows the recovery codes once', async () => {
    const { calls } = mockFetch({
      [SIGN_IN]: jsonResponse({ token: STAFF_TOKEN, secondFactor: 'SET_UP' }),
      [AUTHENTICATOR]: jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Console:pat?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      [SECOND_FACTOR]: jsonResponse({ member: buildSelf(), recoveryCodes: ['aaaa-1111', 'bbbb-2222'] }),
      ...signedIn,
    });
    const { user, location } = renderConsole('/console/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in to the operations console' })).toBeInTheDocument();
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(location()).toBe('/console/sign-in/authenticator');
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // The session token is the console's own: in sessionStorage, never where the borrower's is.
    expect(sessionStorage.getItem('heloc.staff-token')).toBe(STAFF_TOKEN);
    expect(localStorage.getItem('heloc.jwt')).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/authenticator'))?.headers.get('Authorization')).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^6-digit code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/second-factor'))).toBe(false);

    await user.type(screen.getByLabelText(/^6-digit code/), '6');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/second-factor'))?.body).toEqual({ code: '123456' });
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('aaaa-1111');
    expect(codes).toHaveTextContent('bbbb-2222');

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByRole('heading', { name: 'Pipeline' })).toBeInTheDocument();
    expect(location()).toBe('/console');
    expect(screen.getByText('Pat Processor')).toBeInTheDocument();
  });

  it('asks for the code afterwards, and takes a recovery code instead', async () => {
    const { calls } = mockFetch({
      [SIGN_IN]: jsonResponse({ token: STAFF_TOKEN, secondFactor: 'CODE' }),
      [SECOND_FACTOR]: jsonResponse({ member: buildSelf() }),
      ...signedIn,
    });
    const { user, location } = renderConsole('/console/sign-in');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Enter your authenticator code' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^6-digit code/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'aaaa-1111');
    await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
    await waitFor(() => expect(location()).toBe('/console'));
    expect(calls.find((c) => c.url.endsWith('/second-factor'))?.body).toEqual({ recoveryCode: 'aaaa-1111' });
  });

  it("shows the server's message for a wrong password and keeps no token", async () => {
    mockFetch({ [SIGN_IN]: jsonResponse({ errors: ['Wrong email or password'] }, { status: 401 }) });
    const { user, location } = renderConsole('/console/sign-in');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(location()).toBe('/console/sign-in');
    expect(sessionStorage.getItem('heloc.staff-token')).toBeNull();
  });

  it('sends the member back to sign in, saying why, when a staff call answers 401', async () => {
    sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN);
    mockFetch({ 'GET /staff/api/v1/me': jsonResponse({ errors: ['Your session ended'] }, { status: 401 }) });
    const { location } = renderConsole('/console');
    expect(await screen.findByText('Your session ended. Please sign in again.')).toBeInTheDocument();
    expect(location()).toBe('/console/sign-in');
    expect(sessionStorage.getItem('heloc.staff-token')).toBeNull();
  });

  it('sends a visitor without a staff session to sign in', async () => {
    mockFetch({});
    const { location } = renderConsole('/console/team');
    expect(await screen.findByRole('heading', { name: 'Sign in to the operations console' })).toBeInTheDocument();
    expect(location()).toBe('/console/sign-in');
  });

  it('sets up an invited member and sends them to sign in', async () => {
    const { calls } = mockFetch({
      'POST /staff/api/v1/set-up/link': jsonResponse({ name: 'New', email: 'new@lender.example' }),
      'POST /staff/api/v1/set-up': jsonResponse({ email: 'new@lender.example' }),
    });
    const { user, location } = renderConsole('/console/set-up?token=link-1');
    // Filled with the name the invitation gave; the member may change it.
    expect(await screen.findByLabelText(/^Your name/)).toHaveValue('New');
    await user.type(screen.getByLabelText(/^Your name/), ' Member');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByText('Please use at least 12 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByText('Your account is ready. Sign in as new@lender.example.')).toBeInTheDocument();
    expect(location()).toBe('/console/sign-in');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('new@lender.example');
    expect(calls.find((c) => c.url === '/staff/api/v1/set-up')?.body).toEqual({
      token: 'link-1',
      name: 'New Member',
      password: 'a-long-password-1',
    });
  });

  it('says a used set-up link is spent before anything is typed', async () => {
    mockFetch({
      'POST /staff/api/v1/set-up/link': jsonResponse({ errors: [STAFF_LINK_INVALID_MESSAGE] }, { status: 400 }),
    });
    renderConsole('/console/set-up?token=link-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_LINK_INVALID_MESSAGE);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('signs out from the top bar: the session ends on the server and here', async () => {
    sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN);
    const { calls } = mockFetch({ ...signedIn, 'POST /staff/api/v1/sign-out': jsonResponse({ ok: true }) });
    const { user, location } = renderConsole('/console');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Team' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You signed out.')).toBeInTheDocument();
    expect(location()).toBe('/console/sign-in');
    expect(calls.find((c) => c.url.endsWith('/sign-out'))?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(sessionStorage.getItem('heloc.staff-token')).toBeNull();
  });
});
