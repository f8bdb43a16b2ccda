import { useI18n } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { offersMessages as m } from './offers.messages';
import { ApplicationProgressBar } from '../../shared/progress/application-progress-bar';
import { DrawAmountIntro, OffersIntro } from './offers-intro';

/** The offers screen's path relative to /{uuid}/ (application.routes.ts). */
export const OFFERS_SCREEN = 'product/select';

/**
 * The offers screen as far as it is known before its code and the application's offers have loaded: the progress bar
 * at its step, the heading and lead, the draw amount's heading and lead, the offers loading. The build renders it
 * into the page the server sends for /{uuid}/product/select (app/first-screen/prerender.tsx), so the screen the
 * applicant asked for paints before any script; the app then draws the offers in its place. The status is not known yet, so the progress bar's
 * last step is the eNotary's (the default, docs/product/application-area.md §2.5).
 */
export function OffersPreview() {
  const { t } = useI18n();
  return (
    <div className="application-area">
      <ApplicationProgressBar screen={OFFERS_SCREEN} manualNotary={null} />
      <section className="page stack offers-page" aria-labelledby="offers-title">
        <OffersIntro />
        <DrawAmountIntro />
        <Spinner label={t(m.loading)} size="lg" />
      </section>
    </div>
  );
}
