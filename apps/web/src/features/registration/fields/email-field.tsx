import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';

/** Email (docs/product/widgets-and-calculations.md §5). Read-only when it came from the signed-in profile. */
export function EmailField({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const { register } = useFormContext();
  return (
    <TextField
      {...register('email')}
      label="Email"
      type="email"
      isRequired
      autoComplete="email"
      readOnly={isReadOnly}
      error={useFieldError('email')}
    />
  );
}
