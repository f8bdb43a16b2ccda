import { Link, useParams } from 'react-router';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';

/** /{uuid}/signing/support: what to do when signing does not go as expected (ours: the spec names the screen only). */
export function SigningSupportPage() {
  const { uuid = '' } = useParams();
  return (
    <section className="page stack" aria-labelledby="signing-support-title">
      <h1 id="signing-support-title">Help with signing</h1>
      <h2>A document does not show</h2>
      <p>
        Use the Download link under the document to open it in your own PDF reader, then come back to sign. Your
        signatures so far are saved.
      </p>
      <h2>The Sign button does not appear</h2>
      <p>
        Each document must be read to its end first: scroll the document all the way down, or click in it and press End.
      </p>
      <h2>Sharing your location</h2>
      <p>
        We ask where you sign for the signature&apos;s audit trail. If you declined, you can still sign: we record your
        internet address instead.
      </p>
      <h2>Drawing your signature</h2>
      <p>You can type your full name instead of drawing: a typed signature is just as valid.</p>
      <p>
        <Link to={applicationPath(uuid, 'signing/sign')}>Back to signing</Link>
      </p>
      <SupportContact />
    </section>
  );
}
