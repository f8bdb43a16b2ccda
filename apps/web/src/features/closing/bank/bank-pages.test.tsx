import {
  ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE,
  AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
  AUTOPAY_ENROLL_REQUIRED_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
  englishOf,
} from '@heloc/domain';
import type { BankAccounts } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;
const DISBURSE = { mask: '6789', routingNumberMask: '0358', accountType: 'CHECKING', holderName: 'Pat Smith' } as const;
const BANK: BankAccounts = {
  disburseAccount: { ...DISBURSE, source: 'MANUAL', institutionName: null },
  autopay: { enrolled: null, account: null },
  withAutopay: { monthlyPayment: 1_076.51, rate: 0.0899, autopayDiscount: 0.0025 },
  withoutAutopay: { monthlyPayment: 1_089.2, rate: 0.0924, autopayDiscount: 0 },
  institutions: [{ id: 'sandbox-bank-first', name: 'First Sandbox Bank', kind: 'BANK' }],
};

const render = (path: string, checklistStatus: string) => {
  setToken('t');
  const mocks = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus, disburseRoutingNumber: '0358' })),
    [`GET ${APP}/bank`]: jsonResponse(BANK),
    [`PUT ${APP}/autopay`]: jsonResponse({ account: null, payment: BANK.withoutAutopay, status: buildStatus() }),
  });
  return { ...renderApp(appPath(path)), ...mocks };
};

describe('bank/manual-disburse', () => {
  it('checks the routing number and the account typed twice with the domain messages, sending nothing', async () => {
    const { user, calls } = render('bank/manual-disburse', 'DISBURSEMENT_ACCOUNT');
    await screen.findByRole('heading', { level: 1, name: 'Enter your bank account' });
    await user.type(screen.getByLabelText(/Account holder's name/), 'Pat Smith');
    await user.click(screen.getByLabelText('Checking'));
    await user.type(screen.getByLabelText(/^Routing number/), '121000359');
    await user.type(screen.getByLabelText(/^Account number/), '000123456789');
    await user.type(screen.getByLabelText(/^Confirm account number/), '000123456780');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText(englishOf(ROUTING_NUMBER_INVALID_MESSAGE))).toBeInTheDocument();
    expect(screen.getByText(englishOf(ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Routing number/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url.endsWith('/disburse-account'))).toBe(false);
  });
});

describe('bank/autopay', () => {
  it('asks for a choice, then an account, and shows the higher payment before declining is saved', async () => {
    const { user, calls } = render('bank/autopay', 'AUTOPAY_ACCOUNT');
    await screen.findByRole('heading', { level: 1, name: 'Set up automatic payments' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(AUTOPAY_ENROLL_REQUIRED_MESSAGE))).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Yes, use autopay: \$1,076\.51 a month/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(AUTOPAY_ACCOUNT_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(screen.getByLabelText('The account your funds go to (Checking ••••6789)')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/No, I will pay each month myself/));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('$1,089.20 instead of $1,076.51: $12.69 more each month');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect
      .poll(() => calls.find((c) => c.url.endsWith('/autopay'))?.body)
      .toEqual({
        enroll: false,
        useDisburseAccount: false,
      });
  });

  it('goes on to bank/confirm once the accounts read again hold the choice, never back to bank/autopay', async () => {
    const { user } = render('bank/autopay', 'AUTOPAY_ACCOUNT');
    let saved = false;
    // The accounts read again after the save answer a moment late, as a busy server would.
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'AUTOPAY_ACCOUNT', disburseRoutingNumber: '0358' })),
      [`GET ${APP}/bank`]: async () => {
        if (!saved) return jsonResponse(BANK);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return jsonResponse({ ...BANK, autopay: { enrolled: true, account: BANK.disburseAccount } });
      },
      [`PUT ${APP}/autopay`]: () => {
        saved = true;
        return jsonResponse({ account: null, payment: BANK.withAutopay, status: buildStatus() });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Set up automatic payments' });
    await user.click(screen.getByLabelText(/Yes, use autopay: \$1,076\.51 a month/));
    await user.click(screen.getByLabelText('The account your funds go to (Checking ••••6789)'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your bank accounts' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your bank accounts' })).toBeInTheDocument();
  });

  it('sends the applicant to where the status routes when the bank step is over', async () => {
    const { location } = render('bank/autopay', 'GEN_CLOSING_DISCLOSURE');
    await screen.findByRole('heading', { level: 1, name: 'We are preparing your closing documents' });
    expect(location()).toBe(appPath('review-app/signdocs'));
  });
});
