import { defineMessages } from '../../lib/i18n/define-messages';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.menu.title', defaultMessage: 'Notifications' },
  buttonUnread: { id: 'notifications.menu.buttonUnread', defaultMessage: 'Notifications, {count} unread' },
  loadFailed: {
    id: 'notifications.menu.loadFailed',
    defaultMessage: 'Notifications could not be loaded. Try again in a moment.',
  },
  unread: { id: 'notifications.menu.unread', defaultMessage: 'Unread: ' },
});
