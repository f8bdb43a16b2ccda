import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { TextField } from '../../../ui/text-field';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

/** Confirm password (docs/product/widgets-and-calculations.md §5: required, must match). */
export function ConfirmPasswordField() {
  const { register } = useFormContext();
  const { t } = useI18n();
  return (
    <TextField
      {...register('confirmPassword')}
      label={t(m.confirmPassword)}
      type="password"
      isRequired
      autoComplete="new-password"
      error={useShownFieldError('confirmPassword')}
    />
  );
}
