import { get, useFormContext, useFormState } from 'react-hook-form';

/** The validation message of a (possibly nested) field of the surrounding form, if any. */
export const useFieldError = (name: string): string | undefined => {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message || undefined;
};
