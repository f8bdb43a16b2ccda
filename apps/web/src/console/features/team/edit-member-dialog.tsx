import { zodResolver } from '@hookform/resolvers/zod';
import { updateStaffMemberBodySchema, type StaffMember, type StaffOrganisation } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import { useUpdateStaffMember } from './api/update-staff-member';
import { AccessFields, orgsWith } from './access-fields';
import { lazySchema } from '@heloc/domain';

// The contract's own rules (at least one role, at least one organisation), both required here.
const editFormSchema = lazySchema(() => updateStaffMemberBodySchema.required());
type EditForm = z.input<typeof editFormSchema>;

/**
 * An admin changes a member's roles and organisations (docs/product/operations-console.md §1). The server refuses an
 * admin's removing their own ADMIN role and says so; its message is shown here.
 */
export function EditMemberDialog({
  member,
  orgs,
  onClose,
  onSaved,
}: {
  member: StaffMember | null;
  orgs: readonly StaffOrganisation[];
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
}) {
  const update = useUpdateStaffMember();
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  return (
    <Modal
      id="console-edit-member"
      title={member ? `Edit ${member.name}` : ''}
      description="Choose their roles and the organisations whose files they work."
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {member && (
        <EditMemberForm
          // A fresh form for each member, filled with their current access.
          key={member.uuid}
          member={member}
          orgs={orgsWith(orgs, member.orgCodes)}
          isPending={update.isPending}
          error={update.error ? englishErrorOf(update.error) : null}
          onCancel={close}
          onSubmit={(body) =>
            update.mutate(
              { memberUuid: member.uuid, body },
              {
                onSuccess: (saved) => {
                  update.reset();
                  onSaved(saved);
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}

function EditMemberForm({
  member,
  orgs,
  isPending,
  error,
  onCancel,
  onSubmit,
}: {
  member: StaffMember;
  orgs: readonly StaffOrganisation[];
  isPending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (body: { roles: StaffMember['roles']; orgCodes: string[] }) => void;
}) {
  const { register, handleSubmit, formState } = useForm<EditForm, unknown, z.output<typeof editFormSchema>>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { roles: [...member.roles], orgCodes: [...member.orgCodes] },
  });
  const submit = handleSubmit(({ roles, orgCodes }) => onSubmit({ roles, orgCodes }));
  return (
    <form className="stack" noValidate aria-label={`Roles and organisations of ${member.name}`} onSubmit={submit}>
      {error && <Alert variant="error">{error}</Alert>}
      <AccessFields
        orgs={orgs}
        roles={register('roles')}
        ticked={register('orgCodes')}
        rolesError={formState.errors.roles?.message}
        orgCodesError={formState.errors.orgCodes?.message}
      />
      <div className="ui-modal__actions">
        <SubmitButton isLoading={isPending} loadingLabel="Saving">
          Save the changes
        </SubmitButton>
        <Button variant="secondary" disabled={isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
