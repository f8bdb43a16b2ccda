import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../lib/public-paths';
import { Button, buttonClassName } from './button';

/** A path that names nothing: one way back, to the dashboard. */
export function NotFoundScreen() {
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

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.4: the generic error screen: Try again and Go to dashboard. */
export function GenericErrorScreen() {
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
