import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const STATUS = 'GET /identity/secure/api/v1/mfa';
const START = 'POST /identity/secure/api/v1/mfa/totp';
const CONFIRM = 'POST /identity/secure/api/v1/mfa/totp/confirm';
const DISABLE = 'POST /identity/secure/api/v1/mfa/disable';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
  'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
};
const off = { twoFactorEnabled: false, totpVerified: false, recoveryCodesLeft: 0 };
const on = (left = 10) => ({ twoFactorEnabled: true, totpVerified: true, recoveryCodesLeft: left });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);

describe('account settings: two-step verification', () => {
  it('sets it up: QR code and key, a first code, then the recovery codes once', async () => {
    setToken('t');
    let statusAnswers = 0;
    const { calls } = mockFetch({
      ...background,
      [STATUS]: () => Promise.resolve(jsonResponse(++statusAnswers === 1 ? off : on())),
      [START]: jsonResponse({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Summit:ann%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Summit',
        qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      [CONFIRM]: jsonResponse({ recoveryCodes: CODES }),
    });
    const { user } = renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Please enter the 6-digit code or a recovery code')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(false);
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.find((c) => c.url.endsWith('/confirm'))?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText(/10 unused recovery codes left/)).toBeInTheDocument();
  });

  it('turns it off with the password and a code, showing a refusal in an alert', async () => {
    setToken('t');
    let disableAnswers = 0;
    mockFetch({
      ...background,
      [STATUS]: jsonResponse(on(2)),
      [DISABLE]: () =>
        Promise.resolve(
          ++disableAnswers === 1
            ? jsonResponse({ errors: ['The password or code is not correct.'] }, { status: 400 })
            : jsonResponse(off),
        ),
    });
    const { user } = renderApp('/dashboard/settings');
    expect(await screen.findByText(/running out of recovery codes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    await user.type(screen.getByLabelText(/^Password/), 'Harbor!Light2026');
    await user.type(screen.getByLabelText(/^Code from the app or a recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The password or code is not correct.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Off')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
  });
});
