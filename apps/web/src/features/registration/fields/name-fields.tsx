import { REGISTRATION_NAME_SUFFIXES } from '@heloc/domain';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';

const SUFFIX_OPTIONS = REGISTRATION_NAME_SUFFIXES.map((value) => ({ value, label: value }));

export interface NameFieldsProps {
  /** docs/product/registration-and-routing.md §5: a name prefilled from the profile is read-only. */
  isReadOnly?: boolean;
}

/** Legal name as on the government ID (docs/product/registration-and-routing.md §5): first, middle, last and suffix (N/A for none, docs/product/registration-and-routing.md §3). */
export function NameFields({ isReadOnly = false }: NameFieldsProps) {
  const { register } = useFormContext();
  const errors = {
    firstName: useFieldError('firstName'),
    middleName: useFieldError('middleName'),
    lastName: useFieldError('lastName'),
    suffix: useFieldError('suffix'),
  };
  return (
    <div className="registration-name">
      <TextField
        {...register('firstName')}
        label="First name"
        isRequired
        autoComplete="given-name"
        readOnly={isReadOnly}
        error={errors.firstName}
      />
      <TextField
        {...register('middleName')}
        label="Middle name (optional)"
        autoComplete="additional-name"
        readOnly={isReadOnly}
        error={errors.middleName}
      />
      <TextField
        {...register('lastName')}
        label="Last name"
        isRequired
        autoComplete="family-name"
        readOnly={isReadOnly}
        error={errors.lastName}
      />
      <SelectField
        {...register('suffix')}
        label="Suffix"
        options={SUFFIX_OPTIONS}
        disabled={isReadOnly}
        error={errors.suffix}
      />
    </div>
  );
}
