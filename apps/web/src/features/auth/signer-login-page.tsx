import { useI18n } from '../../lib/i18n';
import { SIGNER_BASE_PATH } from '../../lib/public-paths';
import { authMessages as m } from './auth.messages';
import { LoginForm } from './login-form';

/** Where a signer lands when the login URL has no redirectUrl: the signer area's resume step (docs/product/application-area.md §2.2). */
export const SIGNER_HOME_PATH = `${SIGNER_BASE_PATH}/resume`;

/** /account/heloc/heloc-signer/login: the same form, for additional signers (co-signers) of an application. */
export function SignerLoginPage() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow" aria-labelledby="signer-login-title">
      <h1 id="signer-login-title">{t(m.signerTitle)}</h1>
      <p className="page__lead">{t(m.signerLead)}</p>
      <LoginForm defaultTarget={SIGNER_HOME_PATH} />
    </section>
  );
}
