import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { applicationPath } from '../../../shared/application-status/destination';
import { startMessages as m } from './start.messages';

/** The page while the summary loads, or its error with a retry. */
export function SummaryLoadState({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { t, localize } = useI18n();
  if (!query.error) return <Spinner label={t(m.loadingApplication)} size="lg" />;
  return (
    <section className="page page--narrow stack" aria-labelledby="details-error-title">
      <h1 id="details-error-title">{title}</h1>
      <Alert variant="error">{localize(errorMessageOf(query.error))}</Alert>
      <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
        {t(m.tryAgain)}
      </Button>
    </section>
  );
}

/** A details screen reached after submission (an old link, the back button): the answers are now on record. */
export function DetailsLocked({ uuid, title }: { uuid: string; title: string }) {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="details-locked-title">
      <h1 id="details-locked-title">{title}</h1>
      <Alert variant="info" title={t(m.submittedTitle)}>
        {t(m.lockedText)}
      </Alert>
      <Link to={applicationPath(uuid, 'start/app-summary')} className={buttonClassName('primary')}>
        {t(m.seeSummary)}
      </Link>
    </section>
  );
}
