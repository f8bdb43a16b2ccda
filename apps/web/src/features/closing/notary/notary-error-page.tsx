import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { buttonClassName } from '../../../ui/button';
import { SupportContact } from '../../../shared/application-status/support-contact';

/** notary/error: the online session could not confirm who the signer is (too many refused tries). */
export function NotaryErrorPage() {
  return (
    <section className="page page--narrow stack" aria-labelledby="notary-error-title">
      <h1 id="notary-error-title">We could not finish your notary session online</h1>
      <p>
        The notary could not confirm your identity after several tries. For your protection the online session is now
        closed. A notary specialist can verify you by phone or arrange a notary in person, and your documents stay
        signed in the meantime.
      </p>
      <SupportContact />
      <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
        Go to dashboard
      </Link>
    </section>
  );
}
