import { SelectField } from '../../ui/select-field';
import { useOrgName } from './api/list-staff-organisations';

/**
 * The organisation a per-organisation screen shows (the hours, the knowledge base): one of the member's; with a
 * single one there is nothing to choose.
 */
export function OrgPicker({
  orgCodes,
  value,
  onChange,
}: {
  orgCodes: readonly string[];
  value: string;
  onChange: (orgCode: string) => void;
}) {
  const orgName = useOrgName();
  if (orgCodes.length < 2) return null;
  return (
    <SelectField
      label="Organisation"
      options={orgCodes.map((code) => ({ value: code, label: orgName(code) }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
