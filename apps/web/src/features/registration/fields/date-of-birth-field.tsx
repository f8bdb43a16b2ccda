import { useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../ui/use-field-error';

export interface DateOfBirthFieldProps {
  /** Form path of the {month, day, year} object. */
  name?: string;
  /** docs/product/registration-and-routing.md §5: a date of birth prefilled from the profile cannot be changed here. */
  isReadOnly?: boolean;
}

/** Date of birth as three inputs, month / day / year (docs/product/widgets-and-calculations.md §3 date parts); one message for the whole date. */
export function DateOfBirthField({ name = 'dob', isReadOnly = false }: DateOfBirthFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
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
      <legend className="ui-field__label">Date of birth</legend>
      <div className="registration-row">
        {part('month', 'Month (MM)', 2, 'bday-month')}
        {part('day', 'Day (DD)', 2, 'bday-day')}
        {part('year', 'Year (YYYY)', 4, 'bday-year')}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
