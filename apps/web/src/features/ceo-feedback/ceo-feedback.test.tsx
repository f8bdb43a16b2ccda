import type { Identity } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const SEND = 'POST /service-profile/api/v1/feedback/ceo';

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

const signedIn = (send: Parameters<typeof mockFetch>[0][string] = jsonResponse({ ok: true })) => {
  setToken('jwt-1');
  return mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
    'GET /identity/secure/api/v1_1/identity': jsonResponse(identity),
    'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
    [SEND]: send,
  });
};

const LINK = { name: 'Share your feedback with the CEO' };

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => clearToken());

describe('the CEO feedback link (docs/product/application-area.md §2.4, §6)', () => {
  it('shows to signed-in users of the main brand only', async () => {
    mockFetch({});
    const visitor = renderApp('/contact');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', LINK)).toBeNull();
    visitor.unmount();

    signedIn();
    const partner = renderApp('/contact', { org: buildOrg({ orgCode: 'keystone' }) });
    expect(await screen.findByRole('button', { name: 'My account' })).toBeVisible();
    expect(screen.queryByRole('button', LINK)).toBeNull();
    partner.unmount();

    renderApp('/contact');
    expect(await screen.findByRole('button', LINK)).toBeVisible();
  });
});

describe('the feedback modal (docs/product/application-area.md §4.2, §5.1)', () => {
  const open = async () => {
    const view = renderApp('/contact');
    await view.user.click(await screen.findByRole('button', LINK));
    const dialog = await screen.findByRole('dialog', { name: 'Share your thoughts with our CEO' });
    return { ...view, dialog: within(dialog) };
  };

  it('asks for every field, scrolls to the first invalid one, and checks the message length', async () => {
    const { calls } = signedIn();
    const { user, dialog } = await open();
    expect(dialog.getByRole('radio', { name: 'Improve our product' })).toBeVisible();
    expect(dialog.getByRole('radio', { name: 'Give us a compliment' })).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findAllByText('Required')).toHaveLength(3);
    const topic = dialog.getByRole('group', { name: 'What would you like to share?' });
    await waitFor(() => expect(topic.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(topic);

    await user.type(dialog.getByLabelText(/Your message/), 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findByText('Must be at least 10 characters')).toBeVisible();
    await user.clear(dialog.getByLabelText(/Your message/));
    await user.click(dialog.getByLabelText(/Your message/));
    await user.paste('x'.repeat(1001));
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findByText('Must be at most 1000 characters')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST' && call.url.includes('feedback'))).toEqual([]);
  });

  it('sends the answers with the page and closes once sent', async () => {
    const { calls } = signedIn();
    const { user, dialog } = await open();
    await user.click(dialog.getByRole('radio', { name: 'Give us a compliment' }));
    await user.type(dialog.getByLabelText(/Your message/), 'Applying took me ten minutes. Thank you!');
    await user.click(dialog.getByRole('radio', { name: 'Yes' }));
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url.endsWith('/feedback/ceo'))?.body).toEqual({
      topic: 'COMPLIMENT',
      message: 'Applying took me ten minutes. Thank you!',
      marketingConsent: true,
      pathname: '/contact',
      productType: 'HELOC',
    });
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Thank you: your feedback was sent to our CEO.'),
    ).toBe(true);
  });

  it('stays open with the server’s message in an error banner when the send fails', async () => {
    signedIn(jsonResponse({ errors: ['Feedback is closed for maintenance'] }, { status: 503 }));
    const { user, dialog } = await open();
    await user.click(dialog.getByRole('radio', { name: 'Improve our product' }));
    await user.type(dialog.getByLabelText(/Your message/), 'Show the payment on every offer.');
    await user.click(dialog.getByRole('radio', { name: 'No' }));
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Feedback is closed for maintenance');
    expect(screen.getByRole('dialog', { name: 'Share your thoughts with our CEO' })).toBeVisible();
  });
});
