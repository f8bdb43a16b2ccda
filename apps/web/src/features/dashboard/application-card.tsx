import { Link } from 'react-router';
import { BASE_PATH } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import type { ApplicationSummary } from './api/get-applications';

const humanStatus = (checklistStatus: string) => {
  const words = checklistStatus.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const startedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** One application on the dashboard, with its Continue link into the application area. */
export function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const title = application.loanNumber ? `HELOC application #${application.loanNumber}` : 'HELOC application';
  return (
    <li className="card" data-testid="application-card">
      <h3>{title}</h3>
      <p className="card__meta">
        Property in {application.property.state} · Started {startedOn(application.auditFields.createdDate)}
      </p>
      <p className="card__meta">Status: {humanStatus(application.status.checklistStatus)}</p>
      <Link
        to={`${BASE_PATH}/${application.uuid}`}
        className={buttonClassName('primary')}
        aria-label={`Continue ${title}`}
      >
        Continue
      </Link>
    </li>
  );
}
