import { CONDITION_STATE_LABELS } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useI18n } from '../../lib/i18n';

/** The condition's state in words (needed, submitted, in review, accepted, needs another look). */
export function ConditionStateBadge({ condition }: { condition: Condition }) {
  const { localize } = useI18n();
  return (
    <span className="condition-state" data-state={condition.state}>
      {localize(CONDITION_STATE_LABELS[condition.state])}
    </span>
  );
}
