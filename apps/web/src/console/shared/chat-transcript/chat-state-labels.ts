import type { ChatConversationState } from '@heloc/domain/contracts';

/** docs/product/chat.md §4: where a chat stands, as agents read it (the Chats screens and the file's chats). */
export const CHAT_STATE_LABELS: Readonly<Record<ChatConversationState, string>> = {
  BOT: 'With the chatbot',
  WAITING: 'Waiting for an agent',
  ACTIVE: 'With an agent',
  ENDED: 'Ended',
};
