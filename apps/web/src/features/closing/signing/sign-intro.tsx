import { useI18n } from '../../../lib/i18n';
import { signingMessages as m } from './signing.messages';

/** The signing screen's heading and lead: drawn by the screen and by its preview (sign-preview.tsx) alike. */
export function SignIntro() {
  const { t } = useI18n();
  return (
    <>
      <h1 id="sign-title">{t(m.signTitle)}</h1>
      <p className="page__lead">{t(m.signLead)}</p>
    </>
  );
}
