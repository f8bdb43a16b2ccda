import { Link, useParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { signingMessages as m } from './signing.messages';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';

/** /{uuid}/signing/support: what to do when signing does not go as expected (ours: the spec names the screen only). */
export function SigningSupportPage() {
  const { uuid = '' } = useParams();
  const { t } = useI18n();
  return (
    <section className="page stack" aria-labelledby="signing-support-title">
      <h1 id="signing-support-title">{t(m.supportTitle)}</h1>
      <h2>{t(m.noShowTitle)}</h2>
      <p>{t(m.noShowText)}</p>
      <h2>{t(m.noButtonTitle)}</h2>
      <p>{t(m.noButtonText)}</p>
      <h2>{t(m.locationTitle)}</h2>
      <p>{t(m.locationText)}</p>
      <h2>{t(m.drawingTitle)}</h2>
      <p>{t(m.drawingText)}</p>
      <p>
        <Link to={applicationPath(uuid, 'signing/sign')}>{t(m.backToSigning)}</Link>
      </p>
      <SupportContact />
    </section>
  );
}
