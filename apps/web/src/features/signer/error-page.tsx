import { Link } from 'react-router';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';

/**
 * /heloc-signer/error: the signed-in account has no application waiting for its signature (the co-deed status
 * answered 400), or something else went wrong in the signer area.
 */
export function SignerErrorPage() {
  return (
    <section className="page page--narrow stack" aria-labelledby="signer-error-title">
      <h1 id="signer-error-title">We could not find anything for you to sign</h1>
      <p className="page__lead">
        This account has no application waiting for your signature. If you received an invitation by e-mail, open the
        link in it; if it expired, ask the applicant to send you a new one.
      </p>
      <p>
        Need help? Call us at <a href="tel:18888196388">888-819-6388</a>.
      </p>
      <p>
        <Link to={SIGNER_LOGIN_PATH}>Log in with another account</Link>
      </p>
    </section>
  );
}
