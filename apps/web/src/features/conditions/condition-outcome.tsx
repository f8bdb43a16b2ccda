import type { Condition } from '@heloc/domain/contracts';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { applicationPath } from '../../shared/application-status/destination';

/** After an answer: in review (what happens next) or accepted, with the way back to the list and the application. */
export function ConditionOutcome({ uuid, condition }: { uuid: string; condition: Condition }) {
  return (
    <>
      {condition.state === 'ACCEPTED' ? (
        <Alert variant="success" title="Accepted">
          <p>Your lender accepted your answer. This request is cleared.</p>
        </Alert>
      ) : (
        <Alert variant="info" title="In review">
          <p>
            We have your answer and our team is reviewing it, usually within one business day. We will let you know if
            anything else is needed; you can leave this page.
          </p>
        </Alert>
      )}
      <div className="row">
        <Link to={applicationPath(uuid, 'conditions')} className={buttonClassName('primary')}>
          Back to what your lender needs
        </Link>
        <Link to={applicationPath(uuid, '')} className={buttonClassName('secondary')}>
          Continue with my application
        </Link>
      </div>
    </>
  );
}
