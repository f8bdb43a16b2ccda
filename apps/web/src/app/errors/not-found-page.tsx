import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';

export function NotFoundPage() {
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
