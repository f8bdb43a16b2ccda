import { useEffect } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { ProcessingScreen } from '../../shared/application-status/processing-screen';
import { SupportContact } from '../../shared/application-status/support-contact';
import { useStatusCheck } from '../../shared/application-status/use-status-check';
import { applicationIndexMessages as m } from './application-index-page.messages';

// docs/product/registration-and-routing.md §4: COMPLETE and CANCELLED route to the root itself; it then says where the application ended.
const ROOT_COPY: Readonly<Record<string, { title: MessageDescriptor; text: MessageDescriptor }>> = {
  COMPLETE: { title: m.completeTitle, text: m.completeText },
  CANCELLED: { title: m.cancelledTitle, text: m.cancelledText },
};

const ROOT_FALLBACK = { title: m.fallbackTitle, text: m.fallbackText };

/**
 * /account/heloc/{uuid}: reads the status, waits while it is processing (docs/product/registration-and-routing.md §4, §9) and routes to the screen of
 * the status. Arriving here is not a step of the user's, so a settled status routes at once.
 */
export function ApplicationIndexPage() {
  const { uuid = '' } = useParams();
  const { t, localize } = useI18n();
  const { phase, status, isUnchanged, error, check } = useStatusCheck(uuid);

  useEffect(() => {
    void check({ replace: true, acceptRecentStatus: true });
  }, [check]);

  if (phase === 'error') {
    return (
      <section className="page page--narrow stack" aria-labelledby="status-error-title">
        <h1 id="status-error-title">{t(m.loadErrorTitle)}</h1>
        <Alert variant="error">{error && localize(error)}</Alert>
        <SupportContact />
        <div className="row">
          <Button onClick={() => void check({ replace: true })}>{t(m.tryAgain)}</Button>
          <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
            {t(m.goToDashboard)}
          </Link>
        </div>
      </section>
    );
  }
  if (phase === 'idle' && isUnchanged && status) {
    const copy = ROOT_COPY[status.checklistStatus] ?? ROOT_FALLBACK;
    return (
      <section className="page page--narrow stack" aria-labelledby="root-title">
        <h1 id="root-title">{t(copy.title)}</h1>
        <p>{t(copy.text)}</p>
        <SupportContact />
        <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
          {t(m.goToDashboard)}
        </Link>
      </section>
    );
  }
  return <ProcessingScreen checklistStatus={status?.checklistStatus} />;
}
