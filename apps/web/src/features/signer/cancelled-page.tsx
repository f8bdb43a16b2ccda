import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';
import { useI18n } from '../../lib/i18n';
import { signerMessages as m } from './signer.messages';

/** /heloc-signer/cancelled: the application the signer was asked to sign for was cancelled or withdrawn. */
export function SignerCancelledPage() {
  const { t, rich } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="signer-cancelled-title">
      <h1 id="signer-cancelled-title">{t(m.cancelledTitle)}</h1>
      <p className="page__lead">{t(m.cancelledLead)}</p>
      <p>
        {rich(m.cancelledMistake as MessageDescriptor, {
          phone: (chunks: ReactNode[]) => <a href="tel:18888196388">{chunks}</a>,
        })}
      </p>
      <p>
        <Link to={SIGNER_LOGIN_PATH}>{t(m.cancelledBack)}</Link>
      </p>
    </section>
  );
}
