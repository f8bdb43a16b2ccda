import type { ReactNode } from 'react';

/** A wide table's scroll box: a named region that takes focus, so a keyboard user can scroll it sideways. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
