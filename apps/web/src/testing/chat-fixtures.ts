import type { ChatConversation, ChatMessage, ChatNotice } from '@heloc/domain/contracts';

/** The conversation the chat builders belong to unless told otherwise. */
export const CONVERSATION_UUID = '1c1c1c1c-0000-4000-8000-000000000001';

export const buildChatConversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  uuid: CONVERSATION_UUID,
  mode: 'CHATBOT',
  state: 'BOT',
  agentName: null,
  expiresAt: '2026-11-27T12:00:00.000Z',
  surveyAnswered: false,
  ...overrides,
});

let counter = 0;
/** A message; each one built gets the next uuid and sequence number. */
export const buildChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => {
  counter += 1;
  return {
    uuid: `2d2d2d2d-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    conversationUuid: CONVERSATION_UUID,
    seq: counter,
    senderType: 'CUSTOMER',
    senderName: 'Jordan Lee',
    body: 'How do draws work?',
    attachments: [],
    article: null,
    offer: null,
    clientId: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
};

/** What the chat itself says: a SYSTEM message with its kind and parameters, and its body as stored. */
export const buildSystemMessage = (
  notice: ChatNotice,
  body: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => buildChatMessage({ senderType: 'SYSTEM', senderName: '', body, notice, ...overrides });
