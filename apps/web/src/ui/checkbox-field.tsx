import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useI18n } from '../lib/i18n';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may hold links (consents). */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label to the right and its error underneath; spread react-hook-form's `register(...)` into it. */
export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const { localize } = useI18n();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['ui-field', 'ui-checkbox', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="ui-checkbox__row">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className="ui-field__error">
          {localize(error)}
        </p>
      )}
    </div>
  );
}
