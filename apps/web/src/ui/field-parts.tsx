import type { ReactNode } from 'react';

/** The class list of a field wrapper: invalid fields get their own style. */
export const fieldClassName = (error: string | undefined, className?: string): string =>
  ['ui-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ');

/** A field's label, with the required asterisk of docs/product/widgets-and-calculations.md §5 (hidden from screen readers: aria-required says it). */
export function FieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string;
  isRequired: boolean;
  children: ReactNode;
}) {
  return (
    <label className="ui-field__label" htmlFor={htmlFor}>
      {children}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A field's error text, referenced by the control's aria-describedby. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="ui-field__error">
      {error}
    </p>
  );
}
