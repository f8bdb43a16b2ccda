import { Link } from 'react-router';
import { BASE_PATH, DASHBOARD_PATH } from '../../lib/public-paths';
import { useOrg } from '../../lib/org-context';
import { LoginForm } from './login-form';

/** /auth/login (main-site stand-in): returns to an accepted redirectUrl, otherwise the dashboard (docs/product/widgets-and-calculations.md §2). */
export function LoginPage() {
  const org = useOrg();
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p className="page__lead">Sign in to your {org.orgMetaData.companyNameShort} account to continue.</p>
      <LoginForm defaultTarget={DASHBOARD_PATH} />
      <p className="stack">
        New here? <Link to={`${BASE_PATH}/register-v2`}>Start your application</Link>
      </p>
    </section>
  );
}
