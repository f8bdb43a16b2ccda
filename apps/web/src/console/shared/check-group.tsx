import { useId, type ReactNode } from 'react';
import { FieldError } from '../../ui/field-parts';

/** A named group of checkboxes (roles, organisations, reasons, documents) with the group's error underneath. */
export function CheckGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="console-checks" aria-describedby={errorId}>
      <legend>{legend}</legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
