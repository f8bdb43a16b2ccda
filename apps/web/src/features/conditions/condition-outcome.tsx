import type { Condition } from '@heloc/domain/contracts';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { applicationPath } from '../../shared/application-status/destination';
import { useI18n } from '../../lib/i18n';
import { conditionsMessages as m } from './conditions.messages';

/** After an answer: in review (what happens next) or accepted, with the way back to the list and the application. */
export function ConditionOutcome({ uuid, condition }: { uuid: string; condition: Condition }) {
  const { t } = useI18n();
  return (
    <>
      {condition.state === 'ACCEPTED' ? (
        <Alert variant="success" title={t(m.outcomeAccepted)}>
          <p>{t(m.outcomeAcceptedBody)}</p>
        </Alert>
      ) : (
        <Alert variant="info" title={t(m.outcomeInReview)}>
          <p>{t(m.outcomeInReviewBody)}</p>
        </Alert>
      )}
      <div className="row">
        <Link to={applicationPath(uuid, 'conditions')} className={buttonClassName('primary')}>
          {t(m.backToList)}
        </Link>
        <Link to={applicationPath(uuid, '')} className={buttonClassName('secondary')}>
          {t(m.continueApplication)}
        </Link>
      </div>
    </>
  );
}
