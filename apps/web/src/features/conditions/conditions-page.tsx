import { conditionAction, formatDisplayDate } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { applicationPath } from '../../shared/application-status/destination';
import { ConditionStateBadge } from './condition-state-badge';
import { openConditions, useConditions } from '../../shared/open-conditions/api/get-conditions';
import { ACTION_COPY, actionPath, requestedLine } from './conditions-copy';
import './conditions.css';

/**
 * /{uuid}/conditions: what the lender still needs (docs/product/application-area.md §4.1: known categories, oldest first), each in plain
 * words with its state and its action; then what has cleared. Refetched every 60 s and on focus (docs/product/application-area.md §9).
 */
export function ConditionsPage() {
  const { uuid = '' } = useParams();
  const { data, error } = useConditions(uuid);
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!data) return <Spinner label="Loading what your lender needs" size="lg" />;
  const open = openConditions(data);
  const cleared = data.filter((c) => c.state === 'ACCEPTED');

  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="conditions-title">
      <h1 id="conditions-title">What your lender needs</h1>
      {open.length > 0 ? (
        <p className="page__lead">
          Your lender reviewed your application and needs {open.length === 1 ? 'one more thing' : 'a few more things'}{' '}
          from you. Answer each request below; most take a couple of minutes. We review what you send, usually within
          one business day, and your application continues as soon as everything is accepted.
        </p>
      ) : (
        <Alert variant="success" title="Nothing more is needed">
          <p>Everything your lender asked for has been accepted. Your application continues.</p>
        </Alert>
      )}
      {open.length > 0 && (
        <ul className="condition-list" aria-label="Open requests">
          {open.map((condition) => (
            <ConditionCard key={condition.uuid} uuid={uuid} condition={condition} />
          ))}
        </ul>
      )}
      {cleared.length > 0 && (
        <>
          <h2>Accepted</h2>
          <ul className="condition-list" aria-label="Accepted requests">
            {cleared.map((condition) => (
              <ConditionCard key={condition.uuid} uuid={uuid} condition={condition} />
            ))}
          </ul>
        </>
      )}
      <Link to={applicationPath(uuid, '')} className={buttonClassName(open.length > 0 ? 'secondary' : 'primary')}>
        Continue with my application
      </Link>
    </section>
  );
}

function ConditionCard({ uuid, condition }: { uuid: string; condition: Condition }) {
  const action = conditionAction(condition);
  if (!action) return null;
  const copy = ACTION_COPY[action.kind];
  const requested = requestedLine(condition);
  const canAnswer = condition.state === 'NEEDED' || condition.state === 'REJECTED';
  const titleId = `condition-${condition.uuid}`;
  return (
    <li className="condition-card stack" aria-labelledby={titleId}>
      <div className="condition-card__head">
        <h3 id={titleId}>{copy.title}</h3>
        <ConditionStateBadge condition={condition} />
      </div>
      <p>{condition.commentsToBorrower ?? copy.why}</p>
      {requested && <p className="condition-card__requested">We need: {requested}</p>}
      <p className="condition-card__meta">Requested {formatDisplayDate(new Date(condition.created))}</p>
      {condition.state === 'REJECTED' && condition.rejectionReason && (
        <Alert variant="error" title="Your last answer was not accepted">
          <p>{condition.rejectionReason}</p>
        </Alert>
      )}
      {(condition.state === 'SUBMITTED' || condition.state === 'IN_REVIEW') && (
        <p>We have your answer and are reviewing it. There is nothing more to do for now.</p>
      )}
      {canAnswer && (
        <Link to={actionPath(uuid, condition)} className={buttonClassName('primary')}>
          {condition.state === 'REJECTED' ? `${copy.button} again` : copy.button}
        </Link>
      )}
    </li>
  );
}
