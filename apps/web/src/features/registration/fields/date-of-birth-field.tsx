import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

export interface DateOfBirthFieldProps {
  /** Form path of the {month, day, year} object. */
  name?: string;
  /** docs/product/registration-and-routing.md §5: a date of birth prefilled from the profile cannot be changed here. */
  isReadOnly?: boolean;
}

/** Date of birth as three inputs, month / day / year (docs/product/widgets-and-calculations.md §3 date parts); one message for the whole date. */
export function DateOfBirthField({ name = 'dob', isReadOnly = false }: DateOfBirthFieldProps) {
  const { register } = useFormContext();
  const { t } = useI18n();
  const error = useShownFieldError(name);
  const errorId = `${name}-error`;
  const part = (key: 'month' | 'day' | 'year', label: string, maxLength: number, autoComplete: string) => (
    <label className="ui-field registration-dob__part">
      <span className="ui-field__label">{label}</span>
      <input
        {...register(`${name}.${key}`)}
        className="ui-field__input"
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete={autoComplete}
        readOnly={isReadOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </label>
  );
  return (
    <fieldset className={['registration-dob', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="ui-field__label">{t(m.dateOfBirth)}</legend>
      <div className="registration-row">
        {part('month', t(m.month), 2, 'bday-month')}
        {part('day', t(m.day), 2, 'bday-day')}
        {part('year', t(m.year), 4, 'bday-year')}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
