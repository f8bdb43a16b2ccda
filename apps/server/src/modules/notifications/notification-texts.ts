import {
  type Language,
  NOTIFICATION_EMAIL_FOOTER,
  type NotificationEvent,
  notificationEmailOf,
  type NotificationText,
  notificationTextOf,
} from '@heloc/domain';
import { formatMessageIn, textIn } from '../../platform/i18n/format-message';

/*
 * What a person is told, in the language on their profile (docs/i18n.md): the domain's notification messages
 * (notifications/notification-messages.ts), formatted by id in that language. A request the lender typed, an
 * agent's reply, are quoted as written.
 */

/** The notification of `event` in `language`. */
export const notificationTextIn = (event: NotificationEvent, language: Language): NotificationText =>
  notificationTextOf(event, (text) => textIn(language, text));

/**
 * The e-mail repeating a notification, in `language`. The notification's own words were written in the person's
 * language when it was recorded.
 */
export const notificationEmailIn = (
  notification: NotificationText,
  baseUrl: string,
  language: Language,
): { subject: string; text: string } =>
  notificationEmailOf(notification, baseUrl, formatMessageIn(language, NOTIFICATION_EMAIL_FOOTER));
