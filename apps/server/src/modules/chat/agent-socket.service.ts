import { canSendChatMessage } from '@heloc/domain';
import type { ChatMessage } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { announce } from './chat-announce';
import { appendMessage, CHAT_ENDED_MESSAGE } from './chat-messages';
import { messageOf } from './chat-views';
import { touchPresence, upsertPresence } from '../operating-hours';
import { findConversation } from './chat.repo';
import { isConversationOver } from './chat-session';
import { isInScope } from './console-chat';
import { EMPTY_MESSAGE, type SendFrame, attachmentsOf } from './socket-send';

/*
 * What an agent's socket does (docs/product/chat.md §4, §5): replies and typing previews in the member's own ACTIVE
 * chats, and the 'Available for chats' presence. Refusals as in borrower-socket.service.ts.
 */

export const NOT_YOUR_ACTIVE_CHAT = 'This chat is not one you are answering';

/** The conversation an agent acts on: of their organisations, ACTIVE and theirs. */
const requireOwnActiveChat = async (ctx: ServiceContext, staff: StaffPrincipal, conversationUuid: string) => {
  const conversation = await findConversation(ctx.db, conversationUuid);
  if (!conversation || !isInScope(staff, conversation.org_code))
    throw new AppError('bad_request', NOT_YOUR_ACTIVE_CHAT);
  if (isConversationOver(conversation, ctx.now())) throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  if (conversation.state !== 'ACTIVE' || conversation.agent_uuid !== staff.memberUuid)
    throw new AppError('bad_request', NOT_YOUR_ACTIVE_CHAT);
  return conversation;
};

export const sendAgentMessage = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  frame: SendFrame & { conversationUuid: string },
): Promise<ChatMessage> => {
  if (!canSendChatMessage(frame.body, frame.attachmentUuids.length)) throw new AppError('bad_request', EMPTY_MESSAGE);
  const conversation = await requireOwnActiveChat(ctx, staff, frame.conversationUuid);
  const attachments = await attachmentsOf(ctx, conversation.uuid, frame.attachmentUuids);
  const { row } = await inTransaction(ctx, (tx) =>
    appendMessage(
      tx.db,
      conversation.uuid,
      {
        senderType: 'AGENT',
        senderName: staff.name,
        staffUuid: staff.memberUuid,
        body: frame.body,
        attachments,
        clientId: frame.clientId,
      },
      tx.now(),
    ),
  );
  return messageOf(row);
};

export const announceAgentTyping = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  conversationUuid: string,
  text: string,
): Promise<void> => {
  const conversation = await requireOwnActiveChat(ctx, staff, conversationUuid);
  await announce(ctx.db, {
    kind: 'typing',
    conversationUuid,
    orgCode: conversation.org_code,
    senderType: 'AGENT',
    senderName: staff.name,
    text,
  });
};

/** 'Available for chats' (docs/product/chat.md §4); the queue's screens show who is. */
export const setAgentAvailability = async (ctx: ServiceContext, staff: StaffPrincipal, available: boolean) => {
  await upsertPresence(ctx.db, staff.memberUuid, available, ctx.now());
};

/** Every ping keeps the presence fresh (gone 30 s after the last). */
export const refreshAgentPresence = (ctx: ServiceContext, staff: StaffPrincipal) =>
  touchPresence(ctx.db, staff.memberUuid, ctx.now());
