import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { ClosingConsent } from '../../../shared/closing-signer/closing-consent';
import { useClosingPackage } from '../../../shared/closing-signer/api/get-closing-package';
import { Spinner } from '../../../ui/spinner';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';

/**
 * /{uuid}/signing/intro (NOTE_SIGNING, FINAL_OFFER; docs/product/registration-and-routing.md §4): the closing package is ready. What the applicant
 * signs, how long it takes, the consent to sign electronically (with the location alert of docs/product/application-area.md §2.4), then on to
 * signing/sign.
 */
export function SigningIntroPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const pkg = useClosingPackage(uuid);
  const toSign = pkg.data?.documents.filter((d) => d.places.length > 0) ?? [];

  return (
    <section className="page stack" aria-labelledby="signing-intro-title">
      <h1 id="signing-intro-title">Your documents are ready to sign</h1>
      <p className="page__lead">
        Your home equity line of credit is approved. Read and sign your closing documents online; it takes about 10
        minutes. After you sign, you meet a notary to finish.
      </p>
      {pkg.isPending && <Spinner label="Loading your documents" />}
      {pkg.error && <Alert variant="error">{errorMessageOf(pkg.error)}</Alert>}
      {pkg.data && !pkg.data.ready && <Alert variant="info">Your closing documents are still being prepared.</Alert>}
      {pkg.data?.ready && (
        <>
          <h2>What you will sign</h2>
          <ul>
            {toSign.map((doc) => (
              <li key={doc.id}>{doc.title}</li>
            ))}
          </ul>
          <p>
            You can <Link to={applicationPath(uuid, 'document/disclosures')}>read your disclosures</Link> before you
            start. Each document opens here: scroll to its end, then sign where it asks.
          </p>
          {pkg.data.consent.consentedAt ? (
            <div className="row">
              <Link to={applicationPath(uuid, 'signing/sign')} className={buttonClassName('primary')}>
                Start signing
              </Link>
            </div>
          ) : (
            <ClosingConsent uuid={uuid} onConsented={() => void navigate(applicationPath(uuid, 'signing/sign'))} />
          )}
        </>
      )}
      <p>
        <Link to={applicationPath(uuid, 'signing/support')}>Need help signing?</Link>
      </p>
      <SupportContact />
    </section>
  );
}
