import { Link } from 'react-router';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';

/** /heloc-signer/cancelled: the application the signer was asked to sign for was cancelled or withdrawn. */
export function SignerCancelledPage() {
  return (
    <section className="page page--narrow stack" aria-labelledby="signer-cancelled-title">
      <h1 id="signer-cancelled-title">This application was cancelled</h1>
      <p className="page__lead">
        The home equity line of credit you were asked to sign for has been cancelled, so there is nothing for you to
        sign. No documents you signed will be used.
      </p>
      <p>
        If you think this is a mistake, contact the applicant or call us at <a href="tel:18888196388">888-819-6388</a>.
      </p>
      <p>
        <Link to={SIGNER_LOGIN_PATH}>Back to log in</Link>
      </p>
    </section>
  );
}
