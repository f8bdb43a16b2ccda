import { STAFF_REMOVE_OWN_ADMIN_MESSAGE } from '@heloc/domain';
import type { StaffMember } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildSelf, MEMBER_UUID, STAFF_TOKEN } from '../../testing/console-fixtures';

const OTHER_UUID = '4e4e4e4e-0000-4000-8000-000000000005';
const MEMBERS = 'GET /staff/api/v1/members';
const self = buildSelf(['ADMIN']);
const { permissions: _permissions, ...selfAsMember } = self;
const uma: StaffMember = {
  uuid: OTHER_UUID,
  email: 'uma@lender.example',
  name: 'Uma Underwriter',
  roles: ['UNDERWRITER'],
  orgCodes: ['MAIN', 'WEST'],
  state: 'ACTIVE',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const background = (members: StaffMember[] = [selfAsMember, uma]) => ({
  'GET /staff/api/v1/me': jsonResponse(self),
  [MEMBERS]: () => jsonResponse(members),
  'GET /staff/api/v1/organisations': jsonResponse([
    { orgCode: 'MAIN', displayName: 'Main Street Lending' },
    { orgCode: 'north', displayName: 'North Shore Credit Union' },
    { orgCode: 'WEST', displayName: 'West Coast Home Loans' },
  ]),
});

const openEdit = async (user: ReturnType<typeof renderConsole>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
};

describe("the team: a member's roles and organisations", () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('opens a form filled with their access, saves the change and reads the members again', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = mockFetch({
      ...background(),
      [`PATCH /staff/api/v1/members/${OTHER_UUID}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderConsole('/console/team');
    const dialog = await openEdit(user, 'Uma Underwriter');

    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    expect(within(roles).getByRole('checkbox', { name: 'Underwriter' })).toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    const orgs = within(dialog).getByRole('group', { name: 'Organisations' });
    expect(within(orgs).getByRole('checkbox', { name: 'Main Street Lending' })).toBeChecked();
    expect(within(orgs).getByRole('checkbox', { name: 'West Coast Home Loans' })).toBeChecked();
    expect(within(orgs).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(roles).getByRole('checkbox', { name: 'Closer' }));
    await user.click(within(orgs).getByRole('checkbox', { name: 'West Coast Home Loans' }));
    await user.click(within(orgs).getByRole('checkbox', { name: 'North Shore Credit Union' }));
    const membersReads = calls.filter((c) => c.method === 'GET' && c.url.startsWith('/staff/api/v1/members')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ roles: ['UNDERWRITER', 'CLOSER'], orgCodes: ['MAIN', 'north'] });
    expect(patch.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    answer(jsonResponse({ ...uma, roles: ['UNDERWRITER', 'CLOSER'], orgCodes: ['MAIN', 'north'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved the roles and organisations of Uma Underwriter.');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/staff/api/v1/members')).length).toBe(
        membersReads + 1,
      ),
    );
  });

  it('asks for at least one role and one organisation before sending', async () => {
    const { calls } = mockFetch(background());
    const { user } = renderConsole('/console/team');
    const dialog = await openEdit(user, 'Uma Underwriter');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Underwriter' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Main Street Lending' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'West Coast Home Loans' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));

    expect(await within(dialog).findByText('Please choose at least one role')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose at least one organisation')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
      'Please choose at least one role',
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("shows the server's refusal when an admin takes away their own admin role, and keeps the form", async () => {
    const { calls } = mockFetch({
      ...background(),
      [`PATCH /staff/api/v1/members/${MEMBER_UUID}`]: jsonResponse(
        { errors: [STAFF_REMOVE_OWN_ADMIN_MESSAGE] },
        { status: 409 },
      ),
    });
    const { user } = renderConsole('/console/team');
    const dialog = await openEdit(user, self.name);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Processor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STAFF_REMOVE_OWN_ADMIN_MESSAGE);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ roles: ['PROCESSOR'], orgCodes: ['MAIN'] });
    expect(within(dialog).getByRole('button', { name: 'Save the changes' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Processor' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again, the form starts afresh from the member's access, without the old refusal.
    const again = await openEdit(user, self.name);
    expect(within(again).getByRole('checkbox', { name: 'Admin' })).toBeChecked();
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('invites to the organisations by display name, none typed, and names them in the members table', async () => {
    const { calls } = mockFetch({ ...background(), 'POST /staff/api/v1/members': jsonResponse(uma, { status: 201 }) });
    const { user } = renderConsole('/console/team');
    const row = (await screen.findByRole('rowheader', { name: 'Uma Underwriter' })).closest('tr')!;
    expect(row).toHaveTextContent('Main Street Lending, West Coast Home Loans');

    const form = screen.getByRole('form', { name: 'Invite a member' });
    const orgs = within(form).getByRole('group', { name: 'Organisations' });
    expect(within(orgs).queryByRole('textbox')).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ivy@lender.example');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ivy Underwood');
    await user.click(within(form).getByRole('checkbox', { name: 'Underwriter' }));
    await user.click(within(orgs).getByRole('checkbox', { name: 'North Shore Credit Union' }));
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ivy@lender.example',
      name: 'Ivy Underwood',
      roles: ['UNDERWRITER'],
      orgCodes: ['north'],
    });
  });
});
