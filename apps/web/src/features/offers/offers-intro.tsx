import { useI18n } from '../../lib/i18n';
import { offersMessages as m } from './offers.messages';

/** The offers screen's heading and lead: drawn by the screen and by its preview (offers-preview.tsx) alike. */
export function OffersIntro() {
  const { t } = useI18n();
  return (
    <>
      <h1 id="offers-title">{t(m.title)}</h1>
      <p className="page__lead">{t(m.lead)}</p>
    </>
  );
}
