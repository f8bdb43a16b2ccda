import type { MessageDescriptor } from 'react-intl';
import { SIGNER_PROGRESS_LABELS } from '@heloc/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button';
import { useClosingPackage } from '../../shared/closing-signer/api/get-closing-package';
import { useI18n } from '../../lib/i18n';
import { SignerPage } from './signer-page';
import { signerMessages as m } from './signer.messages';
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
  const { t, rich, localize } = useI18n();
  const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <>
      <h1 id="signer-intro-title">{t(m.introTitle)}</h1>
      <p className="page__lead">{t(m.introLead)}</p>
      {hasSigned ? (
        <div className="stack">
          <p role="status">{t(m.introSigned)}</p>
          <p>
            <Link className={buttonClassName('primary')} to={signerPath('documents')}>
              {t(m.introSeeSigned)}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ol className="signer-steps">
            <li>{rich(m.introStepName as MessageDescriptor, { b })}</li>
            <li>{rich(m.introStepSign as MessageDescriptor, { b })}</li>
            <li>{rich(m.introStepNotary as MessageDescriptor, { b })}</li>
          </ol>
          <p>
            <Link className={buttonClassName('primary')} to={signerPath('identity')}>
              {t(m.introStart)}
            </Link>
          </p>
        </>
      )}
      {signers.length > 1 && (
        <>
          <h2>{t(m.introEveryone)}</h2>
          <ul className="signer-list" aria-label={t(m.introEveryone)}>
            {signers.map((s) => (
              <li key={s.uuid}>
                {t(m.introSignerRow, {
                  name: [s.firstName, s.lastName].filter(Boolean).join(' ') || t(m.introSignerUnnamed),
                  progress: localize(SIGNER_PROGRESS_LABELS[s.progress]),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
