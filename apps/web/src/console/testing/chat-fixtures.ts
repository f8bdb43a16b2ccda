import type { ChatMessage, ConsoleChat, ConsoleChatRow } from '@heloc/domain/contracts';
import { buildChatConversation, buildChatMessage as buildSharedChatMessage } from '../../testing/chat-fixtures';
import { APPLICATION_UUID, MEMBER_UUID } from './console-fixtures';

export const CHAT_UUID = '4c4c4c4c-0000-4000-8000-000000000005';
export const WAITING_CHAT_UUID = '5c5c5c5c-0000-4000-8000-000000000006';
export const CALLBACK_UUID = '6c6c6c6c-0000-4000-8000-000000000007';
export const OTHER_AGENT_UUID = '0b0b0b0b-0000-4000-8000-000000000009';

export const buildChatRow = (overrides: Partial<ConsoleChatRow> = {}): ConsoleChatRow => ({
  uuid: CHAT_UUID,
  orgCode: 'MAIN',
  mode: 'AGENT',
  state: 'ACTIVE',
  friendlyName: 'Jordan Lee',
  emailAddress: 'jordan@example.com',
  skill: 'FHEL',
  loanNumber: 'HL-1001',
  productType: null,
  applicationUuid: APPLICATION_UUID,
  agent: { uuid: MEMBER_UUID, name: 'Pat Processor' },
  startedAt: '2026-11-27T10:00:00.000Z',
  waitingSince: null,
  lastMessage: 'How do draws work?',
  lastMessageAt: '2026-11-27T10:01:00.000Z',
  ...overrides,
});

/** A message of the console's chat (CHAT_UUID unless told otherwise). */
export const buildChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage =>
  buildSharedChatMessage({ conversationUuid: CHAT_UUID, createdAt: '2026-11-27T10:01:00.000Z', ...overrides });

export const buildConsoleChat = (overrides: Partial<ConsoleChat> = {}): ConsoleChat => {
  const row = overrides.row ?? buildChatRow();
  return {
    row,
    conversation: buildChatConversation({
      uuid: row.uuid,
      mode: row.mode,
      state: row.state,
      agentName: row.agent?.name ?? null,
      expiresAt: '2026-11-27T16:00:00.000Z',
    }),
    messages: [buildChatMessage({ conversationUuid: row.uuid, seq: 1 })],
    survey: null,
    ...overrides,
  };
};
