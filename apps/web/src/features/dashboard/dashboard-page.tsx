import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { BASE_PATH } from '../../lib/public-paths';
import { useProfile, useSignOut } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';
import { FundedLineCard } from './funded-line-card';

/** /dashboard (main-site stand-in): the signed-in user's applications, a way to start one, and logout. */
export function DashboardPage() {
  const profile = useProfile();
  const applications = useApplications();
  const { signOut, isSigningOut } = useSignOut();
  const firstName = profile.data?.name.firstName;
  // A funded application is a line of credit: its figures, draws and documents (docs/decisions.md "Draws after funding").
  const funded = applications.data?.filter((a) => a.status.checklistStatus === 'COMPLETE') ?? [];

  return (
    <section className="page stack" aria-labelledby="dashboard-title">
      <div className="row row--spread">
        <h1 id="dashboard-title">{firstName ? `Welcome back, ${firstName}` : 'Your dashboard'}</h1>
        <Button variant="secondary" onClick={() => void signOut()} isLoading={isSigningOut}>
          Log out
        </Button>
      </div>
      {funded.length > 0 && (
        <>
          <h2>Your lines of credit</h2>
          <ul className="card-list" aria-label="Lines of credit">
            {funded.map((application) => (
              <FundedLineCard key={application.uuid} uuid={application.uuid} />
            ))}
          </ul>
        </>
      )}
      <h2>Your applications</h2>
      {applications.isPending && <Spinner label="Loading your applications" />}
      {applications.isError && <Alert variant="error">{errorMessageOf(applications.error)}</Alert>}
      {applications.data?.length === 0 && (
        <div className="card stack" data-testid="applications-empty">
          <p>You don’t have any applications yet.</p>
          <Link to={`${BASE_PATH}/register-v2`} className={buttonClassName('primary')}>
            Start your application
          </Link>
        </div>
      )}
      {applications.data && applications.data.length > 0 && (
        <ul className="card-list" aria-label="Applications">
          {applications.data.map((application) => (
            <ApplicationCard key={application.uuid} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
