import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { BASE_PATH } from '../../lib/public-paths';
import { useProfile, useSignOut } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';

/** /dashboard (main-site stand-in): the signed-in user's applications, a way to start one, and logout. */
export function DashboardPage() {
  const profile = useProfile();
  const applications = useApplications();
  const { signOut, isSigningOut } = useSignOut();
  const firstName = profile.data?.name.firstName;

  return (
    <section className="page stack" aria-labelledby="dashboard-title">
      <div className="row row--spread">
        <h1 id="dashboard-title">{firstName ? `Welcome back, ${firstName}` : 'Your dashboard'}</h1>
        <Button variant="secondary" onClick={() => void signOut()} isLoading={isSigningOut}>
          Log out
        </Button>
      </div>
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
