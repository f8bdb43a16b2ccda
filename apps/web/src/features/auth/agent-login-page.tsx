import { useI18n } from '../../lib/i18n';
import { AGENT_HOME_PATH } from '../../lib/public-paths';
import { useOrg } from '../../lib/org-context';
import { authMessages as m } from './auth.messages';
import { LoginForm } from './login-form';

/**
 * /auth/agent/login: the agent portal's sign-in variant (docs/product/widgets-and-calculations.md §6, §7): the same
 * form, signing a broker or loan officer in at the agent portal's login call, then to the agent portal's page.
 */
export function AgentLoginPage() {
  const org = useOrg();
  const { t } = useI18n();
  return (
    <section className="page page--narrow" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t(m.agentTitle)}</h1>
      <p className="page__lead">{t(m.agentLead, { company: org.orgMetaData.companyNameShort })}</p>
      <LoginForm defaultTarget={AGENT_HOME_PATH} portal="agent" />
    </section>
  );
}
