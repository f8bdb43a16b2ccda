import { Link } from 'react-router';
import { BASE_PATH, DASHBOARD_PATH } from '../../lib/public-paths';
import { useI18n } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { authMessages as m } from './auth.messages';
import { LoginForm } from './login-form';

/** /auth/login (main-site stand-in): returns to an accepted redirectUrl, otherwise the dashboard (docs/product/widgets-and-calculations.md §2). */
export function LoginPage() {
  const org = useOrg();
  const { t, rich } = useI18n();
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t(m.title)}</h1>
      <p className="page__lead">{t(m.lead, { company: org.orgMetaData.companyNameShort })}</p>
      <LoginForm defaultTarget={DASHBOARD_PATH} />
      <p className="stack">
        {rich(m.newHere, { link: (chunks) => <Link to={`${BASE_PATH}/register-v2`}>{chunks}</Link> })}
      </p>
    </section>
  );
}
