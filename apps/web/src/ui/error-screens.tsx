import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../lib/public-paths';
import { useI18n } from '../lib/i18n';
import { Button, buttonClassName } from './button';
import { uiMessages as m } from './ui.messages';

/** A path that names nothing: one way back, to the dashboard. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t(m.notFoundTitle)}</h1>
      <p>{t(m.notFoundText)}</p>
      <Link to={DASHBOARD_PATH} className={buttonClassName('primary')}>
        {t(m.goToDashboard)}
      </Link>
    </section>
  );
}

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.4: the generic error screen: Try again and Go to dashboard. */
export function GenericErrorScreen() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t(m.errorTitle)}</h1>
      <p>{t(m.errorText)}</p>
      <div className="row">
        <Button onClick={() => window.location.reload()}>{t(m.tryAgain)}</Button>
        <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')} reloadDocument>
          {t(m.goToDashboard)}
        </Link>
      </div>
    </section>
  );
}
