import { STAFF_ROLE_LABELS, STAFF_ROLES, lazySchema } from '@heloc/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextField } from '../../../ui/text-field';
import { CheckGroup } from '../../shared/check-group';

/** A member's organisations in a form: the boxes ticked plus the code typed, at least one of them. */
export const orgCodesFormFields = {
  orgCodes: lazySchema(() => z.array(z.string())),
  otherOrgCode: lazySchema(() => z.string().trim()),
};
export const hasAnOrgCode = (v: { orgCodes: string[]; otherOrgCode: string }): boolean =>
  v.orgCodes.length > 0 || v.otherOrgCode !== '';
export const NO_ORG_CODE = { error: 'Please choose at least one organisation', path: ['orgCodes'] };

/** The organisations the calls take: the ticked ones and the typed one, each once. */
export const chosenOrgCodes = (ticked: readonly string[], otherOrgCode: string): string[] => [
  ...new Set([...ticked, ...(otherOrgCode ? [otherOrgCode] : [])]),
];

/** A member's roles and organisations (the invitation and the edit dialog). */
export function AccessFields({
  orgCodes,
  roles,
  ticked,
  other,
  rolesError,
  orgCodesError,
}: {
  orgCodes: readonly string[];
  roles: UseFormRegisterReturn;
  ticked: UseFormRegisterReturn;
  other: UseFormRegisterReturn;
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
        {orgCodes.map((code) => (
          <CheckboxField key={code} label={code} value={code} {...ticked} />
        ))}
        <TextField label="Another organisation code" hint="Optional: an organisation not listed above." {...other} />
      </CheckGroup>
    </>
  );
}
