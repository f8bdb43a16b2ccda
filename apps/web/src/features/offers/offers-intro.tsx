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

/**
 * The heading and lead of the draw amount, also in the preview: the lead is the largest text of the screen's first view,
 * so a phone paints it with the server's markup rather than once the app has run (docs/decisions.md "Performance of
 * the pages"). What depends on the offers (where the amount started) is a paragraph of its own, after it.
 */
export function DrawAmountIntro() {
  const { t } = useI18n();
  return (
    <>
      <h2 id="needed-title">{t(m.neededTitle)}</h2>
      <p className="page__lead" id="needed-lead">
        {t(m.neededLead)}
      </p>
    </>
  );
}
