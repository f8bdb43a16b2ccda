import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { Button, buttonClassName } from '../../ui/button';

/** spec 01 §2, 02 §2.4: the generic error screen of a route, inside the shell: Try again and Go to dashboard. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

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
