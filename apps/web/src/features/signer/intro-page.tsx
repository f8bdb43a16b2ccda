import { SIGNER_PROGRESS_LABELS } from '@heloc/domain';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button';
import { useClosingPackage } from '../../shared/closing-signer/api/get-closing-package';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';

/**
 * /heloc-signer/intro: what the signer is asked to do and where they stand: confirm the name on their ID, review and
 * sign the closing documents, then meet the notary online once everyone has signed.
 */
export function SignerIntroPage() {
  return (
    <SignerPage titleId="signer-intro-title">
      {(application) => <Intro uuid={application.applicationUuid} signers={application.signers} />}
    </SignerPage>
  );
}

function Intro({
  uuid,
  signers,
}: {
  uuid: string;
  signers: {
    uuid: string;
    firstName: string | null;
    lastName: string | null;
    progress: keyof typeof SIGNER_PROGRESS_LABELS;
  }[];
}) {
  const closing = useClosingPackage(uuid);
  const hasSigned = closing.data?.complete === true;
  return (
    <>
      <h1 id="signer-intro-title">Sign the closing documents</h1>
      <p className="page__lead">
        As an owner of the home, or someone with rights in it, you sign the deed of trust (or mortgage) that secures the
        line of credit and, for a primary home, the notice of your right to cancel. You do not become a borrower on the
        line.
      </p>
      {hasSigned ? (
        <div className="stack">
          <p role="status">You have signed. Thank you. We will let the applicant know.</p>
          <p>
            <Link className={buttonClassName('primary')} to={signerPath('documents')}>
              See your signed documents
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ol className="signer-steps">
            <li>
              <strong>Confirm your name</strong> exactly as it appears on your government ID.
            </li>
            <li>
              <strong>Review and sign</strong> each document. You can type or draw your signature.
            </li>
            <li>
              <strong>Meet the notary online</strong> once everyone has signed: the notary checks your ID and notarizes
              the deed.
            </li>
          </ol>
          <p>
            <Link className={buttonClassName('primary')} to={signerPath('identity')}>
              Get started
            </Link>
          </p>
        </>
      )}
      {signers.length > 1 && (
        <>
          <h2>Everyone who must sign</h2>
          <ul className="signer-list" aria-label="Everyone who must sign">
            {signers.map((s) => (
              <li key={s.uuid}>
                {[s.firstName, s.lastName].filter(Boolean).join(' ') || 'A signer'}:{' '}
                {SIGNER_PROGRESS_LABELS[s.progress]}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
