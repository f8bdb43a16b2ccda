import { useI18n } from '../../lib/i18n';
import { errorMessages as m } from './errors.messages';

// docs/product/registration-and-routing.md §8, docs/product/application-area.md §2.4: shown on the routes the maintenance flag lists.
export const MAINTENANCE_TITLE = m.maintenanceTitle.defaultMessage;
export const MAINTENANCE_MESSAGE = m.maintenanceText.defaultMessage;

export function MaintenanceScreen() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="maintenance-title" data-testid="maintenance-screen">
      <h1 id="maintenance-title">{t(m.maintenanceTitle)}</h1>
      <p>{t(m.maintenanceText)}</p>
    </section>
  );
}
