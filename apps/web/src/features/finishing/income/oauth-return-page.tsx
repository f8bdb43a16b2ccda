import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { uuidSchema } from '@heloc/domain/contracts';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { forgetLinkReturn, storedLinkReturn } from '../../../shared/account-linking';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';

/**
 * The return routes of a payroll or bank OAuth redirect: /plaid-oauth-success and /{uuid}/income/pointserv-callback.
 * They continue with the application uuid stored before the link opened (docs/product/widgets-and-calculations.md §2: "reads the stored heloc_uuid
 * value"); the payroll callback falls back to its own path's uuid. Without one they explain and offer the dashboard.
 */
export function OAuthReturnPage() {
  const { uuid: pathUuid } = useParams();
  const stored = storedLinkReturn();
  const uuid = [stored, pathUuid].find((candidate) => uuidSchema.safeParse(candidate).success);
  if (!uuid) return <NothingStored />;
  return <ContinueWith uuid={uuid} />;
}

function ContinueWith({ uuid }: { uuid: string }) {
  const check = useStatusCheck(uuid);
  const { check: run } = check;
  useEffect(() => {
    forgetLinkReturn();
    void run({ replace: true });
  }, [run]);
  if (check.phase === 'error') {
    return (
      <section className="page page--narrow stack" aria-labelledby="oauth-title">
        <h1 id="oauth-title">Your account is linked</h1>
        <Alert variant="error">{check.error}</Alert>
        <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
          Go to your dashboard
        </Link>
      </section>
    );
  }
  return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
}

function NothingStored() {
  return (
    <section className="page page--narrow stack" aria-labelledby="oauth-title">
      <h1 id="oauth-title">We could not tell which application this was for</h1>
      <p className="page__lead">
        You came back from linking an account, but this browser tab does not remember your application. This happens
        when the link was opened in another tab or browser, or after a long pause.
      </p>
      <p>Your application is saved. Open it from your dashboard to see where you are and link the account again.</p>
      <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
        Go to your dashboard
      </Link>
    </section>
  );
}
