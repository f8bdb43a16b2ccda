import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useFieldError } from '../../../ui/use-field-error';

/** Password with its live strength meter (docs/product/widgets-and-calculations.md §5). */
export function PasswordField() {
  const { register, control } = useFormContext();
  const password = (useWatch({ control, name: 'password' }) as string | undefined) ?? '';
  return (
    <div>
      <TextField
        {...register('password')}
        label="Password"
        type="password"
        isRequired
        autoComplete="new-password"
        error={useFieldError('password')}
      />
      <PasswordStrengthMeter password={password} />
    </div>
  );
}
