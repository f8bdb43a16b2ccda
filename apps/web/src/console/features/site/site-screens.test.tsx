import type { CeoFeedbackRow, ClientErrorRow, ConsoleBanner } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const BANNER_UUID = '3b3b3b3b-0000-4000-8000-000000000009';
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const banner: ConsoleBanner = {
  uuid: BANNER_UUID,
  orgCode: 'MAIN',
  message: 'Phone lines close early on Friday.',
  apps: ['heloc'],
  variant: 'warn',
  active: true,
  dismissable: true,
  metadata: { createdAt: ago(3_600_000), updatedAt: ago(3_600_000) },
};
const feedback: CeoFeedbackRow = {
  uuid: '4c4c4c4c-0000-4000-8000-000000000010',
  orgCode: 'MAIN',
  topic: 'COMPLIMENT',
  message: 'Applying took me ten minutes.',
  marketingConsent: true,
  pathname: '/account/heloc/x/product/select',
  applicationUuid: APPLICATION_UUID,
  senderName: 'Ada L.',
  senderEmail: 'ada@example.com',
  createdAt: ago(60_000),
};
const clientError: ClientErrorRow = {
  uuid: '5d5d5d5d-0000-4000-8000-000000000011',
  orgCode: 'MAIN',
  source: 'window',
  name: 'TypeError',
  message: 'x is undefined',
  stack: null,
  pathname: '/dashboard',
  appVersion: 'abc123',
  count: 4,
  firstSeenAt: ago(7_200_000),
  lastSeenAt: ago(60_000),
};

const background = (roles: Parameters<typeof buildSelf>[0] = ['ADMIN']) => ({
  'GET /staff/api/v1/me': jsonResponse(buildSelf(roles)),
  'GET /console/api/v1/banners': () => jsonResponse([banner]),
  'GET /console/api/v1/ceo-feedback': () => jsonResponse([feedback]),
  'GET /console/api/v1/client-errors': () => jsonResponse([clientError]),
});

describe('the console’s feedback, banners and errors screens', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('lists the feedback to the CEO with its topic, consent, page and a link to the application', async () => {
    mockFetch(background());
    renderConsole('/console/feedback');
    // The first test loads the console's code.
    const table = await screen.findByRole('table', { name: 'Feedback, newest first' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /Applying took me ten minutes/ });
    expect(row).toHaveTextContent('Give us a compliment');
    expect(row).toHaveTextContent('Ada L.');
    expect(row).toHaveTextContent('/account/heloc/x/product/select');
    expect(within(row).getByRole('link', { name: 'Open the application' })).toHaveAttribute(
      'href',
      `/console/applications/${APPLICATION_UUID}`,
    );
  });

  it('lists the app’s errors with their page, version and count', async () => {
    mockFetch(background());
    renderConsole('/console/errors');
    const table = await screen.findByRole('table', { name: 'Errors, the latest first' });
    const row = within(table).getByRole('row', { name: /x is undefined/ });
    expect(row).toHaveTextContent('/dashboard');
    expect(row).toHaveTextContent('abc123');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('4');
  });

  it('writes a banner for this site, and stops showing one', async () => {
    const { calls } = mockFetch({
      ...background(),
      'POST /console/api/v1/banners': (call) =>
        jsonResponse({ ...banner, ...(call.body as object), orgCode: 'MAIN' }, { status: 201 }),
      [`PUT /console/api/v1/banners/${BANNER_UUID}`]: (call) => jsonResponse({ ...banner, ...(call.body as object) }),
    });
    const { user } = renderConsole('/console/banners');
    await user.click(await screen.findByRole('button', { name: 'Write a new banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.click(within(form).getByRole('button', { name: 'Save the banner' }));
    expect(await within(form).findByText('Write the message.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Message/), 'Rates change on Monday.');
    await user.click(within(form).getByRole('button', { name: 'Save the banner' }));
    expect(await screen.findByText('The banner is saved.')).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(created).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgCode: 'MAIN',
      message: 'Rates change on Monday.',
      apps: ['heloc'],
      variant: 'info',
      active: true,
      dismissable: true,
    });

    await user.click(
      screen.getByRole('button', { name: 'Stop showing the banner Phone lines close early on Friday.' }),
    );
    await waitFor(() => expect(screen.getByText('The banner is no longer shown.')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      message: banner.message,
      apps: ['heloc'],
      variant: 'warn',
      dismissable: true,
      active: false,
    });
  });

  it('keeps the organisation chosen on one screen when the member opens another', async () => {
    const { calls } = mockFetch({
      ...background(),
      'GET /staff/api/v1/me': jsonResponse({ ...buildSelf(['ADMIN']), orgCodes: ['MAIN', 'PARTNER'] }),
    });
    const { user } = renderConsole('/console/banners');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisation' }), 'PARTNER');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Feedback' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Feedback to the CEO' });
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('PARTNER');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/ceo-feedback') && c.url.includes('orgCode=PARTNER'))).toBe(true),
    );
    expect(calls.some((c) => c.url.includes('/ceo-feedback') && c.url.includes('orgCode=MAIN'))).toBe(false);
  });

  it('shows the links to admins only', async () => {
    mockFetch(background(['PROCESSOR']));
    renderConsole('/console/banners');
    expect(await screen.findByText('Only an admin writes the site banners.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Banners' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Feedback' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Errors' })).toBeNull();
  });
});
