import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-token';
import {
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../../testing/application-fixtures';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const OFFICER = '6f1c2a10-0000-4000-8000-000000000003';
const officer = {
  uuid: OFFICER,
  originatorName: 'Priya Raman',
  brokerName: null,
  avatarUri: null,
  email: 'priya@example.com',
  phoneNumber: '4155550103',
  nmls: '7700103',
  licensedStates: ['CA'],
  enforceLicensedStatesForReferral: false,
  originatorDisplayInfo: { phoneNumber: '4155550103', email: 'priya@example.com' },
};

const openArea = (referrerUuid: string | null, status = buildStatus()) => {
  setToken('jwt-1');
  const fetch = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(status),
    [APPLICATION_PATH]: jsonResponse({
      ...buildApplication(),
      referrer: referrerUuid ? { referrerUuid, wholesaleBrokerNmls: null } : null,
    }),
    [`GET /service-lead-portal/api/lo/${OFFICER}`]: jsonResponse(officer),
    [`GET /service-lead-portal/api/lo/${OFFICER}/licensed-states`]: jsonResponse({
      licensedStates: ['CA', 'AZ', 'NV'],
      enforceLicensedStatesForReferral: false,
    }),
  });
  return { ...renderApp(appPath('product/select')), calls: fetch.calls };
};

afterEach(() => clearToken());

// The application read's path (APPLICATION_PATH is the mock's 'GET /path' key).
const appRead = APPLICATION_PATH.replace(/^GET /, '');

describe('application area side menu (docs/product/application-area.md §2.4)', () => {
  it('shows where the borrower is and links only the screen the status allows', async () => {
    openArea(null);
    const menu = within(await screen.findByRole('navigation', { name: 'Application menu' }));
    const current = menu.getByRole('link', { name: 'Select Offer' });
    expect(current).toHaveAttribute('href', appPath('product/select'));
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(menu.getByText('Basic Info').closest('li')).toHaveTextContent('(done)');
    for (const later of ['Provide More Info', 'Link Income Sources', 'Verify Identity', 'Sign Documents']) {
      expect(menu.queryByRole('link', { name: later })).toBeNull();
      expect(menu.getByText(later).closest('li')).toHaveTextContent('(not yet)');
    }
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('opens as a drawer from its Menu button; Escape closes it and gives focus back', async () => {
    const { user } = openArea(null);
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Select Offer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('loan officer card in the application area (docs/product/widgets-and-calculations.md §2)', () => {
  it("shows the referring officer with the licensed states of the officer's own call", async () => {
    const { calls } = openArea(OFFICER);
    const card = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(card).toHaveTextContent('Priya Raman');
    expect(card).toHaveTextContent('NMLS #7700103');
    expect(await within(card).findByText('Licensed in CA, AZ, NV')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(415) 555-0103' })).toHaveAttribute('href', 'tel:+14155550103');
    expect(calls.some((c) => c.url.endsWith(`/api/lo/${OFFICER}/licensed-states`))).toBe(true);
    // One element for both layouts: the side column's card on desktop, the top bar on phones (the stylesheet).
    expect(card.closest('.application-frame')).toHaveClass('has-officer');
  });

  it('reads the referrer from the application read the screen makes, not from a second one', async () => {
    const { calls } = openArea(OFFICER);
    await screen.findByRole('complementary', { name: 'Your loan officer' });
    const applicationReads = calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === appRead);
    expect(applicationReads).toHaveLength(1);
  });

  it('shows no card when the application has no referrer', async () => {
    openArea(null);
    await screen.findByRole('navigation', { name: 'Application menu' });
    expect(screen.queryByRole('complementary', { name: 'Your loan officer' })).toBeNull();
  });
});
