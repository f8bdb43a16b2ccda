import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { ProcessingScreen } from '../../shared/application-status/processing-screen';
import { SupportContact } from '../../shared/application-status/support-contact';
import { useStatusCheck } from '../../shared/application-status/use-status-check';

// docs/product/registration-and-routing.md §4: COMPLETE and CANCELLED route to the root itself; it then says where the application ended.
const ROOT_COPY: Readonly<Record<string, { title: string; text: string }>> = {
  COMPLETE: {
    title: 'Your home equity line is open',
    text: 'Your application is complete and your line has been funded. Your account details are on your dashboard.',
  },
  CANCELLED: {
    title: 'This application is closed',
    text: 'This application was cancelled. You can start a new application from your dashboard.',
  },
};
const ROOT_FALLBACK = { title: 'Your application', text: 'Your application is not at a step we can show here.' };

/**
 * /account/heloc/{uuid}: reads the status, waits while it is processing (docs/product/registration-and-routing.md §4, §9) and routes to the screen of
 * the status. Arriving here is not a step of the user's, so a settled status routes at once.
 */
export function ApplicationIndexPage() {
  const { uuid = '' } = useParams();
  const { phase, status, isUnchanged, error, check } = useStatusCheck(uuid);

  useEffect(() => {
    void check({ replace: true });
  }, [check]);

  if (phase === 'error') {
    return (
      <section className="page page--narrow stack" aria-labelledby="status-error-title">
        <h1 id="status-error-title">We could not load your application</h1>
        <Alert variant="error">{error}</Alert>
        <SupportContact />
        <div className="row">
          <Button onClick={() => void check({ replace: true })}>Try again</Button>
          <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
            Go to dashboard
          </Link>
        </div>
      </section>
    );
  }
  if (phase === 'idle' && isUnchanged && status) {
    const copy = ROOT_COPY[status.checklistStatus] ?? ROOT_FALLBACK;
    return (
      <section className="page page--narrow stack" aria-labelledby="root-title">
        <h1 id="root-title">{copy.title}</h1>
        <p>{copy.text}</p>
        <SupportContact />
        <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
          Go to dashboard
        </Link>
      </section>
    );
  }
  return <ProcessingScreen checklistStatus={status?.checklistStatus} />;
}
