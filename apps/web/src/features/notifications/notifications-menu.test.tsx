import type { Identity, Notification, WalletAccount } from '@heloc/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { clearToasts } from '../../ui/toaster';
import { notificationKeys } from './api/notifications';

/*
 * The notifications menu and the toasts (docs/product/application-area.md §2.4, §9; widgets-and-calculations.md §4).
 */

const APP = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ADDRESS = '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';
const identity: Identity = {
  uuid: '0b6f3f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  organizationCode: 'summit',
  profileType: 'BORROWER',
  email: 'pat@example.com',
  aliases: [],
  twoFactorEnabled: false,
  passwordExpired: false,
  totpVerified: false,
  wallet: { accountAddress: null, groupPolicyAddress: null },
  isBroker: false,
};
const account: WalletAccount = {
  account: { name: 'Loan HL-1001 · 12 Oak St', address: ADDRESS },
  authorizedWallets: [],
  authorizationType: 'OWNER',
};

let serial = 0;
const notification = (minutesAgo: number, status: 'UNREAD' | 'READ' = 'UNREAD'): Notification => {
  serial += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    created: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    title: `Update ${serial}`,
    description: `What happened ${serial}`,
    status,
    ctas: [{ title: 'View requests', redirectPath: `/account/heloc/${APP}/conditions` }],
    walletAddress: ADDRESS,
  };
};

const signedIn = (state: { list: Notification[] }) => {
  setToken('jwt-1');
  return mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
    'GET /identity/secure/api/v1_1/identity': jsonResponse(identity),
    'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
    'GET /service-wallet/secure/api/v3/notifications': () => jsonResponse(state.list),
    'GET /service-wallet/secure/api/v3/account': jsonResponse([account]),
  });
};

afterEach(() => {
  clearToken();
  act(() => clearToasts());
});

const openMenu = async (user: ReturnType<typeof renderApp>['user'], name: RegExp | string = /^Notifications/) => {
  await user.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('region', { name: 'Notifications' }));
};

describe('notifications menu', () => {
  it('says No Notifications when there are none', async () => {
    signedIn({ list: [] });
    const { user } = renderApp('/contact');
    const menu = await openMenu(user, 'Notifications');
    expect(await menu.findByText('No Notifications')).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('shows 3 under their wallet account, View All up to 8 unread, View Less back to 3; counts the unread', async () => {
    const list = [...Array.from({ length: 10 }, (_, i) => notification(i + 1)), notification(60 * 24 * 2, 'READ')];
    signedIn({ list });
    const { user } = renderApp('/contact');
    const menu = await openMenu(user, 'Notifications, 10 unread');
    const group = within(await menu.findByRole('region', { name: 'Loan HL-1001 · 12 Oak St' }));
    expect(group.getByText('0x9f8e...65432')).toBeInTheDocument();
    expect(group.getAllByRole('listitem')).toHaveLength(3);
    expect(group.getByRole('button', { name: /Unread: Update 1 What happened 1 1 minute ago/ })).toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'View All' }));
    const items = within(menu.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items.filter((li) => li.className.includes('notification--unread'))).toHaveLength(8);
    expect(within(items[8] as HTMLElement).getByText('2 days ago')).toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'View Less' }));
    expect(within(menu.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks a notification read when opened and goes to its screen', async () => {
    const first = notification(5);
    const { calls } = signedIn({ list: [first] });
    const { user, location } = renderApp('/contact');
    const menu = await openMenu(user, 'Notifications, 1 unread');
    await user.click(await menu.findByRole('button', { name: /Update/ }));
    await waitFor(() => expect(location()).toBe(`/account/heloc/${APP}/conditions`));
    expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith(`/notifications/${first.uuid}/read`))).toBe(true);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    signedIn({ list: [notification(1)] });
    const { user } = renderApp('/contact');
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('toasts', () => {
  it('shows what arrives while the borrower is on a screen, at most 5 at once, and none for what was there', async () => {
    const state = { list: [notification(30)] };
    signedIn(state);
    const { queryClient, user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const toaster = within(screen.getByRole('status', { name: 'Recent updates' }));
    expect(toaster.queryAllByRole('listitem')).toHaveLength(0);

    state.list = [...Array.from({ length: 7 }, (_, i) => notification(i)), ...state.list];
    await act(() => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }));
    await waitFor(() => expect(toaster.getAllByRole('listitem')).toHaveLength(5));
    // The newest is on top; dismissing one lets a waiting one in.
    expect(toaster.getAllByRole('listitem')[0]).toHaveTextContent(state.list[0]?.title ?? '');
    await user.click(toaster.getAllByRole('button', { name: /^Dismiss/ })[0] as HTMLElement);
    expect(toaster.getAllByRole('listitem')).toHaveLength(5);
  });
});
