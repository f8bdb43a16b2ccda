import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { applicationPath } from '../../../shared/application-status/destination';

/** The page while the summary loads, or its error with a retry. */
export function SummaryLoadState({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  if (!query.error) return <Spinner label="Loading your application" size="lg" />;
  return (
    <section className="page page--narrow stack" aria-labelledby="details-error-title">
      <h1 id="details-error-title">{title}</h1>
      <Alert variant="error">{errorMessageOf(query.error)}</Alert>
      <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
        Try again
      </Button>
    </section>
  );
}

/** A details screen reached after submission (an old link, the back button): the answers are now on record. */
export function DetailsLocked({ uuid, title }: { uuid: string; title: string }) {
  return (
    <section className="page page--narrow stack" aria-labelledby="details-locked-title">
      <h1 id="details-locked-title">{title}</h1>
      <Alert variant="info" title="Your application is submitted">
        These answers are part of your submitted application and can no longer change here. Your application summary
        lists them.
      </Alert>
      <Link to={applicationPath(uuid, 'start/app-summary')} className={buttonClassName('primary')}>
        See your application summary
      </Link>
    </section>
  );
}
