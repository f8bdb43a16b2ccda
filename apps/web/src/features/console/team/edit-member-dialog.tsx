import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@heloc/domain';
import { updateStaffMemberBodySchema, type StaffMember } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { Modal } from '../../../ui/modal';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { CheckGroup } from '../check-group';

// The contract's own rules (at least one role, at least one organisation), both required here; the organisations
// are the boxes ticked plus the code typed, as on the invitation.
const editFormSchema = updateStaffMemberBodySchema
  .required()
  .omit({ orgCodes: true })
  .extend({ orgCodes: z.array(z.string()), otherOrgCode: z.string().trim() })
  .refine((v) => v.orgCodes.length > 0 || v.otherOrgCode !== '', {
    error: 'Please choose at least one organisation',
    path: ['orgCodes'],
  });
type EditForm = z.input<typeof editFormSchema>;

/**
 * An admin changes a member's roles and organisations (docs/product/operations-console.md §1). The server refuses an
 * admin's removing their own ADMIN role and says so; its message is shown here.
 */
export function EditMemberDialog({
  member,
  orgCodes,
  onClose,
  onSaved,
}: {
  member: StaffMember | null;
  orgCodes: readonly string[];
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
          orgCodes={[...new Set([...orgCodes, ...member.orgCodes])].sort()}
          isPending={update.isPending}
          error={update.error ? errorMessageOf(update.error) : null}
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
  orgCodes,
  isPending,
  error,
  onCancel,
  onSubmit,
}: {
  member: StaffMember;
  orgCodes: string[];
  isPending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (body: { roles: StaffMember['roles']; orgCodes: string[] }) => void;
}) {
  const { register, handleSubmit, formState } = useForm<EditForm, unknown, z.output<typeof editFormSchema>>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { roles: [...member.roles], orgCodes: [...member.orgCodes], otherOrgCode: '' },
  });
  const submit = handleSubmit(({ roles, orgCodes: chosen, otherOrgCode }) =>
    onSubmit({ roles, orgCodes: [...new Set([...chosen, ...(otherOrgCode ? [otherOrgCode] : [])])] }),
  );
  return (
    <form className="stack" noValidate aria-label={`Roles and organisations of ${member.name}`} onSubmit={submit}>
      {error && <Alert variant="error">{error}</Alert>}
      <CheckGroup legend="Roles" error={formState.errors.roles?.message}>
        {STAFF_ROLES.map((role) => (
          <CheckboxField key={role} label={STAFF_ROLE_LABELS[role]} value={role} {...register('roles')} />
        ))}
      </CheckGroup>
      <CheckGroup legend="Organisations" error={formState.errors.orgCodes?.message}>
        {orgCodes.map((code) => (
          <CheckboxField key={code} label={code} value={code} {...register('orgCodes')} />
        ))}
        <TextField
          label="Another organisation code"
          hint="Optional: an organisation not listed above."
          {...register('otherOrgCode')}
        />
      </CheckGroup>
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
