import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLE_LABELS } from '@heloc/domain';
import { inviteStaffMemberBodySchema, type StaffMember, type StaffOrganisation } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useInviteStaffMember } from './api/invite-staff-member';
import { useStaffMembers } from '../../shared/api/list-staff-members';
import { orgNameOf, useStaffOrganisations } from '../../shared/api/list-staff-organisations';
import { useSetMemberEnabled } from './api/set-member-enabled';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useConsoleTitle } from '../../shared/use-console-title';
import { ConsoleTable } from '../../shared/console-table';
import { AccessFields } from './access-fields';
import { EditMemberDialog } from './edit-member-dialog';

const STATE_LABELS: Record<StaffMember['state'], string> = {
  PENDING: 'Invited (not set up yet)',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
};

/**
 * /console/team (docs/product/operations-console.md §1): the members, an invitation, their roles and organisations,
 * disabling and enabling.
 */
export function TeamPage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'STAFF_MANAGE');
  const members = useStaffMembers(mayManage);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const setEnabled = useSetMemberEnabled();
  const orgs = useStaffOrganisations().data ?? [];
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useConsoleTitle('Team');

  if (!self) return null;
  if (!mayManage) {
    return (
      <section className="stack" aria-labelledby="team-title">
        <h1 id="team-title">Team</h1>
        <Alert variant="info">Only an admin manages the team.</Alert>
      </section>
    );
  }
  const disabling = toggling?.state !== 'DISABLED';

  return (
    <section className="stack" aria-labelledby="team-title">
      <h1 id="team-title">Team</h1>
      {members.error && <Alert variant="error">{englishErrorOf(members.error)}</Alert>}
      {saved && <Alert variant="success">{saved}</Alert>}
      {members.isPending && <Spinner label="Loading the team" />}
      {members.data && (
        <ConsoleTable
          label="Members table"
          caption="Members"
          columns={['Name', 'E-mail', 'Roles', 'Organisations', 'State']}
          actions
        >
          {members.data.map((member) => (
            <tr key={member.uuid}>
              <th scope="row">{member.name}</th>
              <td>{member.email}</td>
              <td>{member.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</td>
              <td>{member.orgCodes.map((code) => orgNameOf(orgs, code)).join(', ')}</td>
              <td>{STATE_LABELS[member.state]}</td>
              <td className="console-row-actions">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${member.name}`}
                  onClick={() => {
                    setSaved(null);
                    setEditing(member);
                  }}
                >
                  Edit
                </Button>
                {member.uuid !== self.uuid && (
                  <Button
                    variant="secondary"
                    aria-label={`${member.state === 'DISABLED' ? 'Enable' : 'Disable'} ${member.name}`}
                    onClick={() => {
                      setEnabled.reset();
                      setToggling(member);
                    }}
                  >
                    {member.state === 'DISABLED' ? 'Enable' : 'Disable'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <ConfirmDialog
        id="console-confirm-member"
        title={toggling ? `${disabling ? 'Disable' : 'Enable'} ${toggling.name}?` : ''}
        description={
          disabling
            ? 'Every session of theirs ends at once and they cannot sign in until an admin enables them again.'
            : 'They can sign in again with their password and authenticator.'
        }
        confirmLabel={disabling ? 'Disable the member' : 'Enable the member'}
        isOpen={toggling !== null}
        isPending={setEnabled.isPending}
        error={setEnabled.error}
        onConfirm={() =>
          toggling &&
          setEnabled.mutate({ memberUuid: toggling.uuid, enabled: !disabling }, { onSuccess: () => setToggling(null) })
        }
        onClose={() => setToggling(null)}
      />
      <EditMemberDialog
        member={editing}
        orgs={orgs}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          setEditing(null);
          setSaved(`Saved the roles and organisations of ${member.name}.`);
        }}
      />
      <InviteForm orgs={orgs} />
    </section>
  );
}

type InviteForm = z.input<typeof inviteStaffMemberBodySchema>;
const EMPTY_INVITE: InviteForm = { email: '', name: '', roles: [], orgCodes: [] };

/** The invitation: to the organisations the admin may invite to, by display name. */
function InviteForm({ orgs }: { orgs: readonly StaffOrganisation[] }) {
  const invite = useInviteStaffMember();
  const { register, handleSubmit, formState, reset } = useForm<
    InviteForm,
    unknown,
    z.output<typeof inviteStaffMemberBodySchema>
  >({
    resolver: zodResolver(inviteStaffMemberBodySchema),
    defaultValues: EMPTY_INVITE,
  });
  const onSubmit = handleSubmit((values) => invite.mutate(values, { onSuccess: () => reset(EMPTY_INVITE) }));
  return (
    <form className="stack console-section" noValidate aria-labelledby="invite-title" onSubmit={onSubmit}>
      <h2 id="invite-title">Invite a member</h2>
      {invite.isSuccess && (
        <Alert variant="success">Invitation sent to {invite.variables.email}. The link in it lasts 72 hours.</Alert>
      )}
      {invite.error && <Alert variant="error">{englishErrorOf(invite.error)}</Alert>}
      <TextField label="Email" type="email" isRequired error={formState.errors.email?.message} {...register('email')} />
      <TextField label="Name" isRequired error={formState.errors.name?.message} {...register('name')} />
      <AccessFields
        orgs={orgs}
        roles={register('roles')}
        ticked={register('orgCodes')}
        rolesError={formState.errors.roles?.message}
        orgCodesError={formState.errors.orgCodes?.message}
      />
      <SubmitButton isLoading={invite.isPending} loadingLabel="Sending the invitation">
        Send the invitation
      </SubmitButton>
    </form>
  );
}
