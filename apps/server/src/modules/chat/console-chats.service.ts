import { rolesAllow } from '@heloc/domain';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { announce, announceStateAndQueue } from './chat-announce';
import { chatAgentsOf } from './chat-agents';
import { appendSystemMessage } from './chat-messages';
import { consoleRowOf, messageOf } from './chat-views';
import {
  completeCallback,
  findScopedCallback,
  listAllMessages,
  listApplicationConversations,
  listConversations,
  listOpenCallbacks,
  updateConversation,
} from './chat.repo';
import { consoleChatOf, isInScope, requireScopedChat } from './console-chat';
import { endConversation } from './end-chat.service';
import { readApplicationRow } from '../../workflow';

/*
 * The console's Chats screen (docs/product/chat.md §4): the queue, the member's chats and the others', the call-back
 * requests; taking, transferring and closing a chat, each with the notice the borrower reads and the announcements
 * every agent's screen and the borrower's widget follow.
 */

export const CHAT_TAKEN_MESSAGE = 'This chat is no longer waiting: another agent took it or it ended';
export const CHAT_NOT_OPEN_MESSAGE = 'This chat has ended';
export const TRANSFER_TARGET_MESSAGE = 'toStaffUuid: is not a member who answers chats of this organisation';

export const getConsoleChats = async (ctx: ServiceContext, staff: StaffPrincipal) => {
  const now = ctx.now();
  const [open, callbacks, agents] = await Promise.all([
    listConversations(ctx.db, staff.orgCodes, ['WAITING', 'ACTIVE']),
    listOpenCallbacks(ctx.db, staff.orgCodes),
    chatAgentsOf(ctx.db, staff.orgCodes, now),
  ]);
  const rows = open.map(consoleRowOf);
  return {
    waiting: rows.filter((row) => row.state === 'WAITING'),
    mine: rows.filter((row) => row.state === 'ACTIVE' && row.agent?.uuid === staff.memberUuid),
    others: rows.filter((row) => row.state === 'ACTIVE' && row.agent?.uuid !== staff.memberUuid),
    callbacks: callbacks.map((c) => ({
      uuid: c.uuid,
      chatUuid: c.conversation_uuid,
      orgCode: c.org_code,
      friendlyName: c.friendly_name,
      emailAddress: c.email_address,
      phoneNumber: c.phone_number,
      requestedAt: c.requested_at.toISOString(),
    })),
    available: agents.find((agent) => agent.uuid === staff.memberUuid)?.available ?? false,
  };
};

export const getConsoleChat = async (ctx: ServiceContext, staff: StaffPrincipal, chatUuid: string) =>
  consoleChatOf(ctx, (await requireScopedChat(ctx, staff, chatUuid)).uuid);

/** WAITING → ACTIVE with this member; taken already (or ended) is 409. */
export const takeConsoleChat = async (ctx: ServiceContext, staff: StaffPrincipal, chatUuid: string) => {
  const chat = await requireScopedChat(ctx, staff, chatUuid);
  await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const taken = await updateConversation(
      tx.db,
      chat.uuid,
      { state: 'ACTIVE', mode: 'AGENT', agent_uuid: staff.memberUuid, waiting_since: null },
      ['WAITING'],
    );
    if (!taken) throw new AppError('conflict', CHAT_TAKEN_MESSAGE);
    await appendSystemMessage(tx.db, chat.uuid, { kind: 'agent-joined', agentName: staff.name }, now);
    await announceStateAndQueue(tx.db, chat.uuid, chat.org_code);
  });
  return consoleChatOf(ctx, chat.uuid);
};

/** To another member who answers chats of the chat's organisation, or back to the queue (null). */
export const transferConsoleChat = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  chatUuid: string,
  toStaffUuid: string | null,
) => {
  const chat = await requireScopedChat(ctx, staff, chatUuid);
  const target = toStaffUuid
    ? (await chatAgentsOf(ctx.db, [chat.org_code], ctx.now())).find((agent) => agent.uuid === toStaffUuid)
    : undefined;
  if (toStaffUuid && (!target || !rolesAllow(target.roles, 'CHAT_ANSWER')))
    throw new AppError('bad_request', TRANSFER_TARGET_MESSAGE);
  await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const moved = await updateConversation(
      tx.db,
      chat.uuid,
      target
        ? { state: 'ACTIVE', mode: 'AGENT', agent_uuid: target.uuid, waiting_since: null }
        : { state: 'WAITING', mode: 'AGENT', agent_uuid: null, waiting_since: now },
      ['WAITING', 'ACTIVE'],
    );
    if (!moved) throw new AppError('conflict', CHAT_NOT_OPEN_MESSAGE);
    await appendSystemMessage(
      tx.db,
      chat.uuid,
      target ? { kind: 'agent-joined', agentName: target.name } : { kind: 'back-in-queue' },
      now,
    );
    await announceStateAndQueue(tx.db, chat.uuid, chat.org_code);
  });
  return consoleChatOf(ctx, chat.uuid);
};

/** Ends the chat (the borrower sees the ended panel); an ended chat is answered as it is. */
export const closeConsoleChat = async (ctx: ServiceContext, staff: StaffPrincipal, chatUuid: string) => {
  const chat = await requireScopedChat(ctx, staff, chatUuid);
  await inTransaction(ctx, (tx) => endConversation(tx, chat.uuid, chat.org_code));
  return consoleChatOf(ctx, chat.uuid);
};

export const completeChatCallback = async (ctx: ServiceContext, staff: StaffPrincipal, callbackUuid: string) => {
  const callback = await findScopedCallback(ctx.db, callbackUuid, staff.orgCodes);
  if (!callback) throw new AppError('not_found', NOT_FOUND);
  await inTransaction(ctx, async (tx) => {
    await completeCallback(tx.db, callback.uuid, staff.memberUuid, tx.now());
    await announce(tx.db, { kind: 'queue', conversationUuid: callback.conversation_uuid, orgCode: callback.org_code });
  });
  return { ok: true as const };
};

export const listConsoleChatAgents = async (ctx: ServiceContext, staff: StaffPrincipal) =>
  (await chatAgentsOf(ctx.db, staff.orgCodes, ctx.now())).map(({ uuid, name, available }) => ({
    uuid,
    name,
    available,
  }));

/** The transcripts kept on a file (docs/product/chat.md §4), newest first; a file out of scope is 404. */
export const getApplicationChats = async (ctx: ServiceContext, staff: StaffPrincipal, applicationUuid: string) => {
  if (!(await readApplicationRow(ctx.db, applicationUuid, { orgCodes: staff.orgCodes })))
    throw new AppError('not_found', NOT_FOUND);
  const rows = (await listApplicationConversations(ctx.db, applicationUuid, staff.orgCodes)).filter((row) =>
    isInScope(staff, row.org_code),
  );
  const messages = await listAllMessages(
    ctx.db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => ({
    row: consoleRowOf(row),
    messages: messages.filter((m) => m.conversation_uuid === row.uuid).map(messageOf),
  }));
};
