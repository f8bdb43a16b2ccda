import type { ChatAlertKey } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { chatMessages as m } from './chat.messages';

/** The chat's alerts (packages/domain chat/alerts.ts: CHAT_ALERTS), their words in the person's language. */
export const CHAT_ALERT_MESSAGES: Record<ChatAlertKey, MessageDescriptor> = {
  reconnecting: m.alertReconnecting,
  general: m.alertGeneral,
  invalidToken: m.alertInvalidToken,
  sendFailed: m.alertSendFailed,
};
