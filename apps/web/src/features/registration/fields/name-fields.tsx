import { REGISTRATION_NAME_SUFFIXES } from '@heloc/domain';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

const SUFFIX_OPTIONS = REGISTRATION_NAME_SUFFIXES.map((value) => ({ value, label: value }));

export interface NameFieldsProps {
  /** docs/product/registration-and-routing.md §5: a name prefilled from the profile is read-only. */
  isReadOnly?: boolean;
}

/** Legal name as on the government ID (docs/product/registration-and-routing.md §5): first, middle, last and suffix (N/A for none, docs/product/registration-and-routing.md §3). */
export function NameFields({ isReadOnly = false }: NameFieldsProps) {
  const { register } = useFormContext();
  const { t } = useI18n();
  const errors = {
    firstName: useShownFieldError('firstName'),
    middleName: useShownFieldError('middleName'),
    lastName: useShownFieldError('lastName'),
    suffix: useShownFieldError('suffix'),
  };
  return (
    <div className="registration-name">
      <TextField
        {...register('firstName')}
        label={t(m.firstName)}
        isRequired
        autoComplete="given-name"
        readOnly={isReadOnly}
        error={errors.firstName}
      />
      <TextField
        {...register('middleName')}
        label={t(m.middleName)}
        autoComplete="additional-name"
        readOnly={isReadOnly}
        error={errors.middleName}
      />
      <TextField
        {...register('lastName')}
        label={t(m.lastName)}
        isRequired
        autoComplete="family-name"
        readOnly={isReadOnly}
        error={errors.lastName}
      />
      <SelectField
        {...register('suffix')}
        label={t(m.suffix)}
        options={SUFFIX_OPTIONS}
        disabled={isReadOnly}
        error={errors.suffix}
      />
    </div>
  );
}
