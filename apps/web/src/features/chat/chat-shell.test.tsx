import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setToken } from '../../lib/auth-token';
import { createQueryClient } from '../../lib/query-client';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { ChatLauncher } from './chat-launcher';
import { CHAT_TOKEN, CONVERSATION_UUID } from './testing/chat-fixtures';
import { FakeWebSocket } from '../../testing/fake-web-socket';

const FEATURES = 'POST /service-optimize/external/api/v1/features';
const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const INIT = 'POST /service-csp/external/api/v1/webchat/initWebChat';
const AUTHENTICATE = 'POST /service-csp/customer/secure/api/v1/webchat/authenticate';
const APPLICATION_UUID = '9a9a9a9a-0000-4000-8000-000000000001';
const IDENTITY_UUID = '8b8b8b8b-0000-4000-8000-000000000002';

const hours = {
  [`GET ${HOURS}/week`]: jsonResponse({
    department: 'OPS_CHAT',
    timeZone: 'America/Los_Angeles',
    weekdays: [],
    holidays: [],
  }),
  [`GET ${HOURS}/openStatus`]: jsonResponse({ isOpen: false, agentAvailable: false }),
};

const session = {
  token: CHAT_TOKEN,
  conversationSid: CONVERSATION_UUID,
  // Six hours from now, as the server answers (a fixed instant would expire, and refresh, on a later day).
  expiration: new Date(Date.now() + 6 * 3_600_000).toISOString(),
  friendlyName: 'Jordan Lee',
  emailAddress: 'jordan@example.com',
  omniProxyChannelId: 'c1',
  providerChannelId: 'p1',
  providerUserId: 'u1',
  providerUserToken: 't1',
  initialMessage: null,
};

beforeEach(() => FakeWebSocket.install());

describe('the chat in the shell (docs/product/chat.md §1)', () => {
  it('shows the launcher on the shell while the webchat flag is on', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [{ key: 'webchat', enabled: true, variables: {} }] }), ...hours });
    renderApp('/terms');
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it('leaves it out while the flag is off', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    renderApp('/terms');
    expect(await screen.findByTestId('org-name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});

describe('a signed-in borrower', () => {
  it('finds name and e-mail filled in, and the chat carries the application, the product type and the nonce', async () => {
    setToken('borrower-token');
    const { calls } = mockFetch({
      ...hours,
      'GET /identity/secure/api/v1_1/identity': jsonResponse({
        uuid: IDENTITY_UUID,
        organizationCode: 'summit',
        profileType: 'BORROWER',
        email: 'jordan@example.com',
        aliases: [],
        twoFactorEnabled: false,
        passwordExpired: false,
        totpVerified: false,
        wallet: { accountAddress: null, groupPolicyAddress: null },
        isBroker: false,
      }),
      'GET /service-profile/api/v1/profile': jsonResponse({
        uuid: IDENTITY_UUID,
        email: 'jordan@example.com',
        name: { firstName: 'Jordan', middleName: null, lastName: 'Lee', suffix: null },
        dob: null,
        phoneNumbers: [],
        addresses: [],
        type: 'BORROWER',
        optimizelyProfileUuid: null,
      }),
      [AUTHENTICATE]: jsonResponse({ nonce: 'nonce-1' }),
      [INIT]: jsonResponse(session),
    });
    const router = createMemoryRouter(
      [{ path: '*', element: <ChatLauncher variables={{ borrowerAuthentication: true }} /> }],
      { initialEntries: [`/account/heloc/${APPLICATION_UUID}/product/select?utm_source=cloc&pop-webchat=1`] },
    );
    const user = userEvent.setup();
    render(
      <AppProviders org={buildOrg()} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Jordan Lee'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const init = calls.find((call) => call.url.endsWith('/initWebChat'))!;
    expect(init.body).toMatchObject({
      orgCode: 'summit',
      skill: 'FHEL',
      chatMode: 'CHATBOT',
      identityUuid: IDENTITY_UUID,
      applicationUuid: APPLICATION_UUID,
      productType: 'CRYPTO_HELOC',
      nonce: 'nonce-1',
      friendlyName: 'Jordan Lee',
      emailAddress: 'jordan@example.com',
    });
  });
});
