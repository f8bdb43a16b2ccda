import type { WaitingOn } from '@heloc/domain/contracts';
import { WAITING_ON_LABELS } from './console-labels';

/** Who must act next on a file (docs/product/operations-console.md §3), as a badge whose words say it too. */
export function WaitingOnBadge({ waitingOn }: { waitingOn: WaitingOn }) {
  return <span className={`console-badge console-badge--${waitingOn}`}>{WAITING_ON_LABELS[waitingOn]}</span>;
}
