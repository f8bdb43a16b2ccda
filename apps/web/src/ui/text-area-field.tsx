import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-parts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, framed like TextField; spread react-hook-form's `register(...)` into it. */
export function TextAreaField({ label, error, hint, isRequired = false, className, ref, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} isRequired={isRequired} className={className}>
      {({ controlId, describedBy }) => (
        <textarea
          {...area}
          ref={ref}
          id={controlId}
          className="ui-field__input ui-field__textarea"
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
