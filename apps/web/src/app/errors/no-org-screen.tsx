import { useI18n } from '../../lib/i18n';
import { errorMessages as m } from './errors.messages';

/**
 * docs/product/widgets-and-calculations.md §8: no organisation record on the page and none could be fetched (with the
 * recorded reason). Without an organisation there is no language offer: the page's own language, English by default.
 */
export function NoOrgScreen({ reason }: { reason?: string }) {
  const { t } = useI18n();
  return (
    <main className="app-main" id="main">
      <section className="page page--narrow" role="alert">
        <h1>{t(m.noOrg)}</h1>
        {reason && <p className="page__lead">{reason}</p>}
      </section>
    </main>
  );
}
