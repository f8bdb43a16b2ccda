import type { ConditionActionKind } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { ConditionStateBadge } from './condition-state-badge';
import { ACTION_COPY } from './conditions-copy';

/** The id of an answer screen's heading, which the area's page around it is labelled by. */
export const CONDITION_ANSWER_TITLE_ID = 'condition-answer-title';

export interface ConditionAnswerHeadProps {
  condition: Condition;
  kind: ConditionActionKind;
  /** The title of the reason a last answer was not accepted, in the words of what this screen asks for. */
  notAccepted: MessageDescriptor;
  /** What the screen says after the lead, before the reason (what is needed). */
  children?: ReactNode;
}

/**
 * The top of every answer screen (docs/product/application-area.md §4.1): what the lender asks and the condition's
 * state, why (the lender's own words where it gave them), and why the last answer was not accepted.
 */
export function ConditionAnswerHead({ condition, kind, notAccepted, children }: ConditionAnswerHeadProps) {
  const { t, localize } = useI18n();
  const copy = ACTION_COPY[kind];
  return (
    <>
      <div className="condition-card__head">
        <h1 id={CONDITION_ANSWER_TITLE_ID}>{t(copy.title)}</h1>
        <ConditionStateBadge condition={condition} />
      </div>
      <p className="page__lead">{condition.commentsToBorrower ?? t(copy.why)}</p>
      {children}
      {condition.state === 'REJECTED' && condition.rejectionReason && (
        <Alert variant="error" title={t(notAccepted)}>
          <p>{localize(condition.rejectionReason)}</p>
        </Alert>
      )}
    </>
  );
}
