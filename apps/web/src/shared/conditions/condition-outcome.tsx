import type { Condition } from '@heloc/domain/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import type { ConditionsArea } from './conditions-area';
import { conditionsMessages as m } from './conditions.messages';

/**
 * After an answer: in review (what happens next) or accepted, with the way back to the area's list and, where the
 * reader has one, on to the application.
 */
export function ConditionOutcome({ area, condition }: { area: ConditionsArea; condition: Condition }) {
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
        <Link to={area.listPath} className={buttonClassName('primary')}>
          {t(area.backToList)}
        </Link>
        {area.onward && (
          <Link to={area.onward.path} className={buttonClassName('secondary')}>
            {t(area.onward.label)}
          </Link>
        )}
      </div>
    </>
  );
}
