import { useI18n } from '../../lib/i18n';
import { errorMessages as m } from './errors.messages';

export function MaintenanceScreen() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="maintenance-title" data-testid="maintenance-screen">
      <h1 id="maintenance-title">{t(m.maintenanceTitle)}</h1>
      <p>{t(m.maintenanceText)}</p>
    </section>
  );
}
