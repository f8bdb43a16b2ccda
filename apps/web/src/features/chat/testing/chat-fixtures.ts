import { CONVERSATION_UUID } from '../../../testing/chat-fixtures';
import type { StoredChat } from '../chat-storage';

export {
  buildChatConversation as buildConversation,
  buildChatMessage as buildMessage,
  buildSystemMessage,
  CONVERSATION_UUID,
} from '../../../testing/chat-fixtures';

export const CHAT_TOKEN = 'chat-token-1';

export const buildStoredChat = (overrides: Partial<StoredChat> = {}): StoredChat => ({
  token: CHAT_TOKEN,
  conversationUuid: CONVERSATION_UUID,
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  mode: 'CHATBOT',
  expiresAt: '2026-11-27T12:00:00.000Z',
  lastSeq: 0,
  pending: [],
  ...overrides,
});

/** The widget's storage key for an organisation. */
export const chatStorageKey = (orgCode: string) => `heloc.chat.${orgCode}`;
