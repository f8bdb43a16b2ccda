import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { TextField } from '../../../ui/text-field';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

/** Email (docs/product/widgets-and-calculations.md §5). Read-only when it came from the signed-in profile. */
export function EmailField({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const { register } = useFormContext();
  const { t } = useI18n();
  return (
    <TextField
      {...register('email')}
      label={t(m.email)}
      type="email"
      isRequired
      autoComplete="email"
      readOnly={isReadOnly}
      error={useShownFieldError('email')}
    />
  );
}
