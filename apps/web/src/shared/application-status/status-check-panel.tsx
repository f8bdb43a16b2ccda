import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { applicationStatusMessages as m } from './application-status.messages';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { processingMessageFor } from './processing-copy';
import type { useStatusCheck } from './use-status-check';

/**
 * The end of a waiting screen (docs/product/registration-and-routing.md §4 polling): what the check is doing, a message when the status has not moved,
 * its error, Check status and the way back to the dashboard. The screen says what the wait is about above it.
 */
export function StatusCheckPanel({
  check,
  unchangedMessage,
}: {
  check: ReturnType<typeof useStatusCheck>;
  /** Shown when a check finds the application where it was. */
  unchangedMessage: string;
}) {
  const isChecking = check.phase === 'checking';
  const { t, localize } = useI18n();
  return (
    <>
      <div aria-live="polite">
        {isChecking && <p>{t(processingMessageFor(check.status?.checklistStatus))}</p>}
        {check.phase === 'idle' && check.isUnchanged && <Alert variant="info">{unchangedMessage}</Alert>}
      </div>
      {check.phase === 'error' && <Alert variant="error">{check.error && localize(check.error)}</Alert>}
      <div className="row">
        <Button onClick={() => void check.check()} isLoading={isChecking} loadingLabel={t(m.checking)}>
          {t(m.checkStatus)}
        </Button>
        <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
          {t(m.dashboard)}
        </Link>
      </div>
    </>
  );
}
