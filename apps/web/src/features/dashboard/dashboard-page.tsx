import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { BASE_PATH } from '../../lib/public-paths';
import { useProfile, useSignOut } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';
import { dashboardMessages as m } from './dashboard.messages';
import { FundedLineCard } from './funded-line-card';

/** /dashboard (main-site stand-in): the signed-in user's applications, a way to start one, and logout. */
export function DashboardPage() {
  const profile = useProfile();
  const applications = useApplications();
  const { signOut, isSigningOut } = useSignOut();
  const { t, localize } = useI18n();
  const firstName = profile.data?.name.firstName;
  // A funded application is a line of credit: its figures, draws and documents (docs/decisions.md "Draws after funding").
  const funded = applications.data?.filter((a) => a.status.checklistStatus === 'COMPLETE') ?? [];

  return (
    <section className="page stack" aria-labelledby="dashboard-title">
      <div className="row row--spread">
        <h1 id="dashboard-title">{firstName ? t(m.welcomeBack, { firstName }) : t(m.yourDashboard)}</h1>
        <Button variant="secondary" onClick={() => void signOut()} isLoading={isSigningOut}>
          {t(m.logOut)}
        </Button>
      </div>
      {funded.length > 0 && (
        <>
          <h2>{t(m.yourLines)}</h2>
          <ul className="card-list" aria-label={t(m.linesList)}>
            {funded.map((application) => (
              <FundedLineCard key={application.uuid} uuid={application.uuid} />
            ))}
          </ul>
        </>
      )}
      <h2>{t(m.yourApplications)}</h2>
      {applications.isPending && <Spinner label={t(m.loadingApplications)} />}
      {applications.isError && <Alert variant="error">{localize(errorMessageOf(applications.error))}</Alert>}
      {applications.data?.length === 0 && (
        <div className="card stack" data-testid="applications-empty">
          <p>{t(m.noApplications)}</p>
          <Link to={`${BASE_PATH}/register-v2`} className={buttonClassName('primary')}>
            {t(m.startApplication)}
          </Link>
        </div>
      )}
      {applications.data && applications.data.length > 0 && (
        <ul className="card-list" aria-label={t(m.applicationsList)}>
          {applications.data.map((application) => (
            <ApplicationCard key={application.uuid} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
