import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';

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
  const { t } = useI18n();
  return (
    <label className="ui-field__label" htmlFor={htmlFor}>
      {children}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          {t(m.requiredMark)}
        </span>
      )}
    </label>
  );
}

/**
 * A field's error text, referenced by the control's aria-describedby. A validation message of the domain's comes in
 * English: it shows in the language being read (docs/i18n.md).
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  const { localize } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="ui-field__error">
      {localize(error)}
    </p>
  );
}

/** The ids a control points its aria-describedby at: its hint and its error, each only while shown. */
export interface FieldDescription {
  controlId: string;
  describedBy: string | undefined;
}

/**
 * The frame every labelled field shares: the label, the hint above the control, the error below it; `children` gets
 * the control's id and what it is described by.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  isRequired,
  className,
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  isRequired: boolean;
  className: string | undefined;
  children: (description: FieldDescription) => ReactNode;
}) {
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
      {children({ controlId: id, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
