import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of notifications/notification-menu.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.notifications.noNotifications': 'No hay notificaciones',
  'domain.notifications.viewAll': 'Ver todas',
  'domain.notifications.viewLess': 'Ver menos',
};
export default es;
