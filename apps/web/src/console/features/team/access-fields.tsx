import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@heloc/domain';
import type { StaffOrganisation } from '@heloc/domain/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../ui/checkbox-field';
import { CheckGroup } from '../../shared/check-group';

/**
 * A member's roles and organisations (the invitation and the edit dialog): the organisations the admin may choose, by
 * display name; the server knows each one, so nothing is typed by hand.
 */
export function AccessFields({
  orgs,
  roles,
  ticked,
  rolesError,
  orgCodesError,
}: {
  orgs: readonly StaffOrganisation[];
  roles: UseFormRegisterReturn;
  ticked: UseFormRegisterReturn;
  rolesError: string | undefined;
  orgCodesError: string | undefined;
}) {
  return (
    <>
      <CheckGroup legend="Roles" error={rolesError}>
        {STAFF_ROLES.map((role) => (
          <CheckboxField key={role} label={STAFF_ROLE_LABELS[role]} value={role} {...roles} />
        ))}
      </CheckGroup>
      <CheckGroup legend="Organisations" error={orgCodesError}>
        {orgs.map((org) => (
          <CheckboxField key={org.orgCode} label={org.displayName} value={org.orgCode} {...ticked} />
        ))}
      </CheckGroup>
    </>
  );
}

/** The organisations to offer: the admin's list, plus any a member already holds that it lacks (shown by code). */
export const orgsWith = (orgs: readonly StaffOrganisation[], held: readonly string[]): StaffOrganisation[] => [
  ...orgs,
  ...held
    .filter((code) => !orgs.some((org) => org.orgCode.toLowerCase() === code.toLowerCase()))
    .map((code) => ({ orgCode: code, displayName: code })),
];
