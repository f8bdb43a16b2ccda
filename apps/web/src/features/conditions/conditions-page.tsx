import { conditionAction, formatDisplayDate, formatIsoDate } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { applicationPath } from '../../shared/application-status/destination';
import { ConditionStateBadge } from './condition-state-badge';
import { openConditions, useConditions } from '../../shared/open-conditions/api/get-conditions';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { ACTION_COPY, actionPath, requestedLine } from './conditions-copy';
import { useI18n, useLanguage } from '../../lib/i18n';
import { conditionsMessages as m } from './conditions.messages';
import { ConditionsLead, ConditionsLoading, ConditionsTitle } from './conditions-intro';
import './conditions.css';

/**
 * /{uuid}/conditions: what the lender still needs (docs/product/application-area.md §4.1: known categories, oldest first), each in plain
 * words with its state and its action; then what has cleared. Refetched every 60 s and on focus (docs/product/application-area.md §9).
 */
export function ConditionsPage() {
  const { uuid = '' } = useParams();
  const { data, error } = useConditions(uuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <ConditionsLoading />;
  const open = openConditions(data);
  const cleared = data.filter((c) => c.state === 'ACCEPTED');

  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="conditions-title">
      <ConditionsTitle />
      {open.length > 0 ? (
        <ConditionsLead />
      ) : (
        <Alert variant="success" title={t(m.nothingTitle)}>
          <p>{t(m.nothingBody)}</p>
        </Alert>
      )}
      {open.length > 0 && (
        <ul className="condition-list" aria-label={t(m.openRequests)}>
          {open.map((condition) => (
            <ConditionCard key={condition.uuid} uuid={uuid} condition={condition} />
          ))}
        </ul>
      )}
      {cleared.length > 0 && (
        <>
          <h2>{t(m.accepted)}</h2>
          <ul className="condition-list" aria-label={t(m.acceptedRequests)}>
            {cleared.map((condition) => (
              <ConditionCard key={condition.uuid} uuid={uuid} condition={condition} />
            ))}
          </ul>
        </>
      )}
      <Link to={applicationPath(uuid, '')} className={buttonClassName(open.length > 0 ? 'secondary' : 'primary')}>
        {t(m.continueApplication)}
      </Link>
    </section>
  );
}

function ConditionCard({ uuid, condition }: { uuid: string; condition: Condition }) {
  const { t, localize, longCalendarDate } = useI18n();
  const { language } = useLanguage();
  const action = conditionAction(condition);
  if (!action) return null;
  const copy = ACTION_COPY[action.kind];
  const requested = requestedLine(condition, t);
  const created = new Date(condition.created);
  // English keeps the spec's 03/01/2026; Spanish reads the date in words (docs/i18n.md).
  const requestedOn = language === 'es' ? longCalendarDate(formatIsoDate(created)) : formatDisplayDate(created);
  const canAnswer = isAnswerable(condition);
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
        <Link to={actionPath(uuid, condition)} className={buttonClassName('primary')}>
          {condition.state === 'REJECTED' ? t(m.buttonAgain, { button: t(copy.button) }) : t(copy.button)}
        </Link>
      )}
    </li>
  );
}
