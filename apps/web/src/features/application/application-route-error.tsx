import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { Button, buttonClassName } from '../../ui/button';

/**
 * Error screen of /account/heloc/{uuid}/*: a segment that is not an application id is 'Page not found'; any other
 * failure is the generic error screen with Try again and Go to dashboard (spec 01 §2).
 */
export function ApplicationRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page page--narrow stack" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>We couldn’t find the page you were looking for.</p>
        <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
          Go to dashboard
        </Link>
      </section>
    );
  }
  return (
    <section className="page page--narrow stack" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p>Something went wrong. Please try again.</p>
      <div className="row">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')} reloadDocument>
          Go to dashboard
        </Link>
      </div>
    </section>
  );
}
