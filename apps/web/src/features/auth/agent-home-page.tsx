import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { AGENT_LOGIN_PATH } from '../../lib/public-paths';
import { useIsAuthenticated } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useAgentLogout, useAgentSelf } from './api/agent-session';
import { authMessages as m } from './auth.messages';

/**
 * /auth/agent: where the agent portal's sign-in leads: who is signed in (the agent's self info) and the agent
 * portal's log out. A session of the customer portal is not the agent's: the self info answers 401, and the page
 * offers the agent portal's log in.
 */
export function AgentHomePage() {
  const { t, localize, rich } = useI18n();
  const isAuthenticated = useIsAuthenticated();
  const self = useAgentSelf(isAuthenticated);
  const logout = useAgentLogout();
  const navigate = useNavigate();
  const notSignedIn = rich(m.agentNotSignedIn, { link: (chunks) => <Link to={AGENT_LOGIN_PATH}>{chunks}</Link> });

  return (
    <section className="page page--narrow stack" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title">{t(m.agentHomeTitle)}</h1>
      {!isAuthenticated || self.isError ? (
        <p>{notSignedIn}</p>
      ) : !self.data ? (
        <Spinner label={t(m.agentLoading)} />
      ) : (
        <>
          <p>{t(m.agentSignedIn, { email: self.data.email })}</p>
          {logout.isError && <Alert variant="error">{localize(errorMessageOf(logout.error))}</Alert>}
          <div className="row">
            <Button
              variant="secondary"
              isLoading={logout.isPending}
              loadingLabel={t(m.agentSigningOut)}
              onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(AGENT_LOGIN_PATH) })}
            >
              {t(m.agentSignOut)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
