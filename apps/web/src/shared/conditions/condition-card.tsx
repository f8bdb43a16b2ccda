import { conditionAction, formatDisplayDate, formatIsoDate } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { Link } from 'react-router';
import { useI18n, useLanguage } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { ConditionStateBadge } from './condition-state-badge';
import { answersAt, type ConditionsArea } from './conditions-area';
import { ACTION_COPY, requestedLine } from './conditions-copy';
import { conditionsMessages as m } from './conditions.messages';
import { answerPath, isAnswerable, locationOf } from './use-condition-at';

/**
 * One condition in the list (docs/product/application-area.md §4.1): what the lender asks in plain words, its state,
 * why, what is needed and when it was asked, the reason an answer was not accepted; and the way to answer it, where the
 * area's reader answers on that screen and there is something to answer.
 */
export function ConditionCard({ area, condition }: { area: ConditionsArea; condition: Condition }) {
  const { t, localize, longCalendarDate } = useI18n();
  const { language } = useLanguage();
  const action = conditionAction(condition);
  if (!action) return null;
  const copy = ACTION_COPY[action.kind];
  const requested = requestedLine(condition, t);
  const created = new Date(condition.created);
  // English keeps the spec's 03/01/2026; Spanish reads the date in words (docs/i18n.md).
  const requestedOn = language === 'es' ? longCalendarDate(formatIsoDate(created)) : formatDisplayDate(created);
  const canAnswer = isAnswerable(condition) && answersAt(area, locationOf(condition));
  const titleId = `condition-${condition.uuid}`;
  return (
    <li className="condition-card stack" aria-labelledby={titleId}>
      <div className="condition-card__head">
        <h3 id={titleId}>{t(copy.title)}</h3>
        <ConditionStateBadge condition={condition} />
      </div>
      <p>{condition.commentsToBorrower ?? t(copy.why)}</p>
      {requested && <p className="condition-card__requested">{t(m.weNeed, { requested })}</p>}
      <p className="condition-card__meta">{t(m.requestedOn, { date: requestedOn })}</p>
      {condition.state === 'REJECTED' && condition.rejectionReason && (
        <Alert variant="error" title={t(m.answerNotAccepted)}>
          <p>{localize(condition.rejectionReason)}</p>
        </Alert>
      )}
      {(condition.state === 'SUBMITTED' || condition.state === 'IN_REVIEW') && <p>{t(m.reviewing)}</p>}
      {canAnswer && (
        <Link to={answerPath(area.listPath, condition)} className={buttonClassName('primary')}>
          {condition.state === 'REJECTED' ? t(m.buttonAgain, { button: t(copy.button) }) : t(copy.button)}
        </Link>
      )}
    </li>
  );
}
