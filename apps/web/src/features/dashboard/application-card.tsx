import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { BASE_PATH } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import type { ApplicationSummary } from './api/get-applications';
import { dashboardMessages as m } from './dashboard.messages';

const humanStatus = (checklistStatus: string) => {
  const words = checklistStatus.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One application on the dashboard, with its Continue link into the application area. */
export function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const { t, localize, shortDate } = useI18n();
  const title = application.loanNumber
    ? t(m.applicationNumbered, { loanNumber: application.loanNumber })
    : t(m.application);
  return (
    <li className="card" data-testid="application-card">
      <h3>{title}</h3>
      <p className="card__meta">
        {t(m.propertyStarted, {
          state: application.property.state,
          date: shortDate(application.auditFields.createdDate),
        })}
      </p>
      <p className="card__meta">{t(m.status, { status: localize(humanStatus(application.status.checklistStatus)) })}</p>
      <Link
        to={`${BASE_PATH}/${application.uuid}`}
        className={buttonClassName('primary')}
        aria-label={t(m.continueLabel, { title })}
      >
        {t(m.continue)}
      </Link>
    </li>
  );
}
