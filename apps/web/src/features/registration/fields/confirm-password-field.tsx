import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';

/** Confirm password (docs/product/widgets-and-calculations.md §5: required, must match). */
export function ConfirmPasswordField() {
  const { register } = useFormContext();
  return (
    <TextField
      {...register('confirmPassword')}
      label="Confirm password"
      type="password"
      isRequired
      autoComplete="new-password"
      error={useFieldError('confirmPassword')}
    />
  );
}
