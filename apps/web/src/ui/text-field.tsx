import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldFrame } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Shows the required asterisk (docs/product/widgets-and-calculations.md §5) and marks the input aria-required. */
  isRequired?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, hint, isRequired = false, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  return (
    <FieldFrame
      id={id ?? generatedId}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {({ controlId, describedBy }) => (
        <input
          {...input}
          ref={ref}
          id={controlId}
          className="ui-field__input"
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
