import type { IncomeOptions } from '@heloc/domain/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';
import { LinkAccountDialog } from '../../../shared/account-linking';

const OPTIONS_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/income/options`;
const DOCUMENTS_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/documents`;
const INSTITUTIONS: IncomeOptions['institutions'] = [
  { id: 'adp', name: 'ADP (sandbox)', kind: 'PAYROLL' },
  { id: 'bank', name: 'First Sandbox Bank', kind: 'BANK' },
];

const buildOptions = (change: Partial<IncomeOptions> = {}): IncomeOptions => ({
  employmentType: 'FULL_TIME',
  statedAnnualIncome: 98_000,
  otherAnnualIncome: 0,
  methods: ['PAYROLL_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
  documents: [
    { type: 'PAYSTUB', count: 2 },
    { type: 'W2', count: 1 },
  ],
  institutions: INSTITUTIONS,
  latest: null,
  lenderRequest: null,
  ...change,
});

const renderIncome = (
  path: string,
  options = buildOptions(),
  documents: unknown[] = [],
  language: 'en' | 'es' = 'en',
) => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'INCOME_VERIFICATION' })),
    [OPTIONS_PATH]: jsonResponse(options),
    [DOCUMENTS_PATH]: jsonResponse(documents),
  });
  return renderApp(appPath(path), { language });
};

describe('income/review', () => {
  it('explains each way that fits, with what it needs, and leads to its screen', async () => {
    const { user, location } = renderIncome('income/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your income' })).toBeInTheDocument();
    expect(screen.getByText(/You told us you earn \$98,000 a year, working full time\./)).toBeInTheDocument();
    const methods = screen.getByRole('list', { name: 'Ways to verify your income' });
    expect(
      within(methods)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Link your payroll account', 'Upload documents', 'Have us contact your employer']);
    expect(within(methods).getByText('2 paystubs')).toBeInTheDocument();
    expect(within(methods).getByText('1 W-2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upload documents' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeInTheDocument();
    expect(location()).toBe(appPath('income/upload/paystub'));
  });

  it('says what the lender asked for and links to the conditions', async () => {
    renderIncome(
      'income/review',
      buildOptions({
        lenderRequest: {
          conditionUuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60',
          documentType: 'PAYSTUB',
          count: 2,
          commentsToBorrower: 'Your paystubs must show your name.',
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('we need 2 paystubs');
    expect(alert).toHaveTextContent('Your paystubs must show your name.');
    expect(within(alert).getByRole('link', { name: 'Answer the request' })).toHaveAttribute(
      'href',
      appPath('conditions'),
    );
  });

  it('income/link alone redirects to review; an unknown link or document type too', async () => {
    for (const path of ['income/link', 'income/link/crypto', 'income/upload/selfie']) {
      const { location, unmount } = renderIncome(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Verify your income' })).toBeInTheDocument();
      expect(location()).toBe(appPath('income/review'));
      unmount();
    }
  });
});

describe('income/upload/{type}', () => {
  it('lists the stored files with their sizes and keeps Submit off until every count is reached', async () => {
    const doc = (uuid: string, fileName: string, size: number) => ({
      uuid,
      kind: 'INCOME_DOCUMENT',
      incomeDocumentType: 'PAYSTUB',
      fileName,
      contentType: 'application/pdf',
      size,
      sha256: 'a'.repeat(64),
      createdAt: '2026-03-02T10:00:00.000Z',
      uploadedBy: 'APPLICANT',
    });
    renderIncome('income/upload/paystub', buildOptions(), [
      doc('6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61', 'march.pdf', 1_500),
      doc('6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f62', 'april.pdf', 2_400_000),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove march.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Still needed: 1 W-2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit documents' })).toBeDisabled();
    expect(screen.getByLabelText('Choose paystub files')).toHaveAttribute('accept', expect.stringContaining('.pdf'));
  });
});

describe('the income screens in Spanish', () => {
  it('explains the ways to verify income, with the stated income in figures', async () => {
    renderIncome('income/review', buildOptions(), [], 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifique sus ingresos' })).toBeInTheDocument();
    expect(
      screen.getByText(/Nos indicó que gana \$98,000 al año, con empleo de tiempo completo\./),
    ).toBeInTheDocument();
    const methods = screen.getByRole('list', { name: 'Formas de verificar sus ingresos' });
    expect(within(methods).getByText('2 talones de pago')).toBeInTheDocument();
    expect(within(methods).getByRole('link', { name: 'Subir documentos' })).toBeInTheDocument();
  });

  it('lists what is still needed on the upload screen', async () => {
    renderIncome('income/upload/paystub', buildOptions(), [], 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suba sus documentos: talones de pago' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Todavía falta: 2 talones de pago, 1 formulario W-2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar documentos' })).toBeDisabled();
  });
});

describe('LinkAccountDialog', () => {
  it('asks for an institution, then credentials; shows a refused sign-in and lets the applicant retry', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce('That username and password did not work. Check them and try again.')
      .mockResolvedValueOnce(null);
    render(
      <LinkAccountDialog
        open
        onOpenChange={onOpenChange}
        kind="PAYROLL"
        institutions={INSTITUTIONS}
        title="Link your payroll account"
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link your payroll account' });
    // Only the institutions of its kind.
    expect(within(dialog).queryByLabelText('First Sandbox Bank')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please choose your institution')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('ADP (sandbox)'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Please enter your username')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Username/), 'pat');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That username and password did not work');
    expect(onSubmit).toHaveBeenLastCalledWith({ institutionId: 'adp', username: 'pat', password: 'wrong-password' });
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('pat');

    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
