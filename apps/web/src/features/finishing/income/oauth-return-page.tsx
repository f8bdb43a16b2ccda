import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { uuidSchema } from '@heloc/domain/contracts';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { useI18n } from '../../../lib/i18n';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { forgetLinkReturn, storedLinkReturn } from '../../../shared/account-linking';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { incomeMessages as m } from './income.messages';

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
  const { t, localize } = useI18n();
  useEffect(() => {
    forgetLinkReturn();
    void run({ replace: true });
  }, [run]);
  if (check.phase === 'error') {
    return (
      <section className="page page--narrow stack" aria-labelledby="oauth-title">
        <h1 id="oauth-title">{t(m.accountLinked)}</h1>
        <Alert variant="error">{localize(check.error ?? '')}</Alert>
        <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
          {t(m.goToDashboard)}
        </Link>
      </section>
    );
  }
  return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
}

function NothingStored() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="oauth-title">
      <h1 id="oauth-title">{t(m.notRemembered)}</h1>
      <p className="page__lead">{t(m.notRememberedLead)}</p>
      <p>{t(m.notRememberedNext)}</p>
      <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
        {t(m.goToDashboard)}
      </Link>
    </section>
  );
}
