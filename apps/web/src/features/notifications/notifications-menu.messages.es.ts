import type { Catalogue } from '../../lib/i18n';
import type { notificationsMessages } from './notifications-menu.messages';

const es: Catalogue<typeof notificationsMessages> = {
  title: 'Notificaciones',
  buttonUnread: 'Notificaciones, {count} sin leer',
  loadFailed: 'No se pudieron cargar las notificaciones. Intente de nuevo en un momento.',
  unread: 'Sin leer: ',
};
export default es;
