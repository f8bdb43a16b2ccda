import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel, fieldClassName } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Options in named groups, after `options` (each an <optgroup>). */
  groups?: readonly SelectOptionGroup[];
  /** A first, empty option such as 'Select…'. */
  placeholder?: string;
  error?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader friendly); spread react-hook-form's `register(...)` into it. */
export function SelectField({
  label,
  options,
  groups = [],
  placeholder,
  error,
  isRequired = false,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldClassName(error, className)}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <select
        {...select}
        ref={ref}
        id={id}
        className="ui-field__input"
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
