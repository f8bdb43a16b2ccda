import type { ChatConversation, ChatMessage, ConsoleChatRow } from '@heloc/domain/contracts';
import type { ConversationRow, MessageRow } from './chat.repo';

/* How the chat's rows read in the answers and the socket's frames (docs/product/chat.md §4, §5). */

export const messageOf = (row: MessageRow): ChatMessage => ({
  uuid: row.uuid,
  conversationUuid: row.conversation_uuid,
  seq: row.seq,
  senderType: row.sender_type as ChatMessage['senderType'],
  senderName: row.sender_name,
  body: row.body,
  attachments: row.attachments,
  article: row.article_uuid ? { uuid: row.article_uuid, title: row.article_title ?? '' } : null,
  offer: (row.offer as ChatMessage['offer']) ?? null,
  clientId: row.client_id,
  createdAt: row.created_at.toISOString(),
  notice: row.notice ?? null,
});

export const conversationOf = (row: ConversationRow): ChatConversation => ({
  uuid: row.uuid,
  mode: row.mode as ChatConversation['mode'],
  state: row.state as ChatConversation['state'],
  agentName: row.agent_uuid ? (row.agent_name ?? null) : null,
  expiresAt: row.expires_at.toISOString(),
  surveyAnswered: row.survey_rating !== null,
});

export const consoleRowOf = (row: ConversationRow): ConsoleChatRow => ({
  uuid: row.uuid,
  orgCode: row.org_code,
  mode: row.mode as ConsoleChatRow['mode'],
  state: row.state as ConsoleChatRow['state'],
  friendlyName: row.friendly_name,
  emailAddress: row.email_address,
  skill: row.skill,
  loanNumber: row.loan_number,
  productType: row.product_type,
  applicationUuid: row.application_uuid,
  agent: row.agent_uuid ? { uuid: row.agent_uuid, name: row.agent_name ?? '' } : null,
  startedAt: row.created_at.toISOString(),
  waitingSince: row.waiting_since?.toISOString() ?? null,
  lastMessage: row.last_body ?? null,
  lastMessageAt: row.last_created_at ? new Date(row.last_created_at).toISOString() : null,
});
