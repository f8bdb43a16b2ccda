import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useI18n } from '../lib/i18n';
import type { SelectOption } from './select-field';

export interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> {
  /** The question, read as the group's legend. */
  legend: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A fieldset of radio buttons (arrow keys move between them natively). Spread react-hook-form's `register(name)`:
 * its name, onChange, onBlur and ref reach every radio.
 */
export function RadioGroupField({ legend, options, error, className, ref, ...input }: RadioGroupFieldProps) {
  const id = useId();
  const { localize } = useI18n();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={['ui-field', 'ui-radio-group', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="ui-radio-group__option">
          <input {...input} ref={ref} type="radio" value={option.value} /> {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="ui-field__error">
          {localize(error)}
        </p>
      )}
    </fieldset>
  );
}
