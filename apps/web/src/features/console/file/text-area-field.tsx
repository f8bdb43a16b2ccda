import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel, fieldClassName } from '../../../ui/field-parts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with the ui/ field parts; spread react-hook-form's `register(...)` into it. */
export function TextAreaField({ label, error, hint, isRequired = false, className, ref, ...area }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldClassName(error, className)}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <textarea
        {...area}
        ref={ref}
        id={id}
        className="ui-field__input console-textarea"
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
