import { Link, useNavigate, useParams } from 'react-router';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { signingMessages as m } from './signing.messages';
import { EnglishOnlyNotice } from '../../../shared/closing-signer/english-only-notice';
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
  const { t, rich, localize } = useI18n();

  return (
    <section className="page stack" aria-labelledby="signing-intro-title">
      <h1 id="signing-intro-title">{t(m.introTitle)}</h1>
      <p className="page__lead">{t(m.introLead)}</p>
      {pkg.isPending && <Spinner label={t(m.loadingDocuments)} />}
      {pkg.error && <Alert variant="error">{localize(errorMessageOf(pkg.error))}</Alert>}
      {pkg.data && !pkg.data.ready && <Alert variant="info">{t(m.stillPreparing)}</Alert>}
      {pkg.data?.ready && (
        <>
          <h2>{t(m.whatYouSign)}</h2>
          <EnglishOnlyNotice />
          <ul>
            {toSign.map((doc) => (
              <li key={doc.id}>{localize(doc.title)}</li>
            ))}
          </ul>
          <p>
            {rich(m.readDisclosures as MessageDescriptor, {
              link: (chunks: ReactNode[]) => <Link to={applicationPath(uuid, 'document/disclosures')}>{chunks}</Link>,
            })}
          </p>
          {pkg.data.consent.consentedAt ? (
            <div className="row">
              <Link to={applicationPath(uuid, 'signing/sign')} className={buttonClassName('primary')}>
                {t(m.startSigning)}
              </Link>
            </div>
          ) : (
            <ClosingConsent uuid={uuid} onConsented={() => void navigate(applicationPath(uuid, 'signing/sign'))} />
          )}
        </>
      )}
      <p>
        <Link to={applicationPath(uuid, 'signing/support')}>{t(m.needHelp)}</Link>
      </p>
      <SupportContact />
    </section>
  );
}
