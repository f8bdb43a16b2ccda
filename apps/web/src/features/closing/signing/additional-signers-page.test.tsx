import type { AdditionalSigner, CoDeedStatus } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

// Signing/additional: who must sign, their invitations and who has signed (the co-deed status call).

const CO_DEED = 'GET /service-application/api/v1/application/heloc/co-deed/status';
const INVITE = (signerUuid: string) =>
  `POST /service-application/api/v1/application/heloc/${APP_UUID}/signers/${signerUuid}/invitation`;
const ADD = `POST /service-application/api/v1/application/heloc/${APP_UUID}/signers`;
const JORDAN = '00000001-0000-4000-8000-000000000000';
const SPOUSE = '00000002-0000-4000-8000-000000000000';

const signer = (uuid: string, change: Partial<AdditionalSigner>): AdditionalSigner => ({
  uuid,
  firstName: null,
  lastName: null,
  email: null,
  relationship: 'CO_OWNER',
  source: 'TITLE',
  progress: 'NOT_INVITED',
  invitedAt: null,
  editable: true,
  removable: false,
  ...change,
});

const coDeed = (signers: AdditionalSigner[], change: Partial<CoDeedStatus> = {}): CoDeedStatus => ({
  applicationUuid: APP_UUID,
  coDeedBypass: 'NO_BYPASS',
  role: 'PRIMARY',
  checklistStatus: 'CO_DEED_REQ',
  canInvite: true,
  allSigned: false,
  spouseRule: null,
  signers,
  ...change,
});

const render = (routes: Parameters<typeof mockFetch>[0]) => {
  setToken('t');
  const mocked = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'CO_DEED_REQ' })),
    ...routes,
  });
  return { ...renderApp(appPath('signing/additional')), ...mocked };
};

describe('signing/additional (CO_DEED_REQ)', () => {
  it('invites the co-owner named on the title, asking the co-deed status for this application', async () => {
    const jordan = signer(JORDAN, { firstName: 'Jordan', lastName: 'Coowner' });
    const invited = { ...jordan, email: 'jordan@example.com', progress: 'INVITED' as const };
    const { user, calls } = render({
      [CO_DEED]: jsonResponse(coDeed([jordan])),
      [INVITE(JORDAN)]: jsonResponse(coDeed([invited])),
    });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Jordan Coowner' }, { timeout: 5000 })).closest(
      'li',
    )!;
    expect(within(card).getByText('Not invited yet')).toBeInTheDocument();
    expect(within(card).getByLabelText(/First name/)).toHaveAttribute('readonly');
    expect(calls.find((c) => c.url.includes('co-deed/status'))?.url).toContain(`applicationUuid=${APP_UUID}`);

    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(await within(card).findByText('Please enter your email')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/Email of Jordan Coowner/), 'jordan@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(await within(card).findByText('We sent an invitation to jordan@example.com.')).toBeInTheDocument();
    expect(within(card).getByText('Invitation sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.includes('/signers'))?.body).toEqual({
      firstName: 'Jordan',
      lastName: 'Coowner',
      email: 'jordan@example.com',
    });
  });

  it("names the state's spouse rule and adds a spouse with a relationship", async () => {
    const spouse = signer(SPOUSE, { relationship: 'SPOUSE', source: 'STATE_RULE' });
    const added = signer('00000003-0000-4000-8000-000000000000', {
      firstName: 'Sam',
      lastName: 'Smith',
      email: 'sam@example.com',
      relationship: 'OTHER',
      source: 'APPLICANT',
      progress: 'INVITED',
      removable: true,
    });
    const { user, calls } = render({
      [CO_DEED]: jsonResponse(coDeed([spouse], { spouseRule: 'Homestead (Tex. Const. art. XVI)' })),
      [ADD]: jsonResponse(coDeed([spouse, added])),
    });
    expect(await screen.findByText(/In your state a spouse must agree/, {}, { timeout: 5000 })).toHaveTextContent(
      'Tex. Const. art. XVI',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your spouse' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add someone else who must sign' });
    await user.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(await within(form).findByText('Please select how this person is related to the home')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/First name/), 'Sam');
    await user.type(within(form).getByLabelText(/Last name/), 'Smith');
    await user.type(within(form).getByLabelText(/^Email/), 'sam@example.com');
    await user.click(within(form).getByRole('radio', { name: 'Other owner or required signer' }));
    await user.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('We sent an invitation to sam@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.includes('/signers'))?.body).toMatchObject({
      relationship: 'OTHER',
      email: 'sam@example.com',
    });
    expect(screen.getByRole('button', { name: 'Remove Sam Smith' })).toBeInTheDocument();
  });

  it('shows who has signed', async () => {
    render({
      [CO_DEED]: jsonResponse(
        coDeed([
          signer(JORDAN, { firstName: 'Jordan', lastName: 'Coowner', progress: 'SIGNED', editable: false }),
          signer(SPOUSE, {
            firstName: 'Sam',
            lastName: 'Smith',
            relationship: 'SPOUSE',
            progress: 'JOINED',
            editable: false,
          }),
        ]),
      ),
    });
    expect(await screen.findByText('1 of 2 signers have signed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('Account created, not signed yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});
