import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, FieldLabel, fieldClassName } from './field-parts';

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
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={fieldClassName(error, className)}>
      <FieldLabel htmlFor={inputId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="ui-field__input"
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
