import { SIGNER_BASE_PATH } from '../../lib/public-paths';
import { LoginForm } from './login-form';

/** Where a signer lands when the login URL has no redirectUrl: the signer area's resume step (docs/product/application-area.md §2.2). */
export const SIGNER_HOME_PATH = `${SIGNER_BASE_PATH}/resume`;

/** /account/heloc/heloc-signer/login: the same form, for additional signers (co-signers) of an application. */
export function SignerLoginPage() {
  return (
    <section className="page page--narrow" aria-labelledby="signer-login-title">
      <h1 id="signer-login-title">Additional signer log in</h1>
      <p className="page__lead">
        You have been added as a signer on a home equity line of credit application. Log in to review and sign.
      </p>
      <LoginForm defaultTarget={SIGNER_HOME_PATH} />
    </section>
  );
}
