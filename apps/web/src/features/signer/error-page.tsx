import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';
import { useI18n } from '../../lib/i18n';
import { signerMessages as m } from './signer.messages';

/**
 * /heloc-signer/error: the signed-in account has no application waiting for its signature (the co-deed status
 * answered 400), or something else went wrong in the signer area.
 */
export function SignerErrorPage() {
  const { t, rich } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="signer-error-title">
      <h1 id="signer-error-title">{t(m.errorTitle)}</h1>
      <p className="page__lead">{t(m.errorLead)}</p>
      <p>
        {rich(m.errorHelp as MessageDescriptor, {
          phone: (chunks: ReactNode[]) => <a href="tel:18888196388">{chunks}</a>,
        })}
      </p>
      <p>
        <Link to={SIGNER_LOGIN_PATH}>{t(m.errorOtherAccount)}</Link>
      </p>
    </section>
  );
}
