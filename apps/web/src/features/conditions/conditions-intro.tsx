import { useI18n } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { conditionsMessages as m } from './conditions.messages';

/**
 * The conditions screen's heading and lead, drawn by the screen and by its preview (conditions-preview.tsx) alike.
 * The lead names no count, so the preview can show it before the conditions are read; the list below counts them.
 */
export function ConditionsTitle() {
  const { t } = useI18n();
  return <h1 id="conditions-title">{t(m.listTitle)}</h1>;
}

export function ConditionsLead() {
  const { t } = useI18n();
  return <p className="page__lead">{t(m.listLead)}</p>;
}

/** The screen while its conditions load: in the server's preview and in the app alike, so the swap changes nothing. */
export function ConditionsLoading() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="conditions-title">
      <ConditionsTitle />
      <ConditionsLead />
      <Spinner label={t(m.loadingList)} size="lg" />
    </section>
  );
}
