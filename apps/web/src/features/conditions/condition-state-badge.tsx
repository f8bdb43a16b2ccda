import { CONDITION_STATE_LABELS } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';

/** The condition's state in words (needed, submitted, in review, accepted, needs another look). */
export function ConditionStateBadge({ condition }: { condition: Condition }) {
  return (
    <span className="condition-state" data-state={condition.state}>
      {CONDITION_STATE_LABELS[condition.state]}
    </span>
  );
}
