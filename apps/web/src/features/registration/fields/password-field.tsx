import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { TextField } from '../../../ui/text-field';
import { fieldsMessages as m } from './fields.messages';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useShownFieldError } from './use-shown-field-error';

/** Password with its live strength meter (docs/product/widgets-and-calculations.md §5). */
export function PasswordField() {
  const { register, control } = useFormContext();
  const { t } = useI18n();
  const password = (useWatch({ control, name: 'password' }) as string | undefined) ?? '';
  return (
    <div>
      <TextField
        {...register('password')}
        label={t(m.password)}
        type="password"
        isRequired
        autoComplete="new-password"
        error={useShownFieldError('password')}
      />
      <PasswordStrengthMeter password={password} />
    </div>
  );
}
