import { randomUUID } from 'node:crypto';
import type { ChatAttachment } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { UploadedFile } from '../../platform/http/multipart';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { newDocumentKey } from '../../platform/storage';
import type { ServiceContext } from '../service-context';
import { chatAttachmentTypeOf } from './chat-attachment-check';
import { findAttachment, insertAttachment } from './chat.repo';
import { isConversationOver, requireConversationByToken } from './chat-session';
import { CHAT_ENDED_MESSAGE } from './chat-messages';
import { requireScopedChat } from './console-chat';

/*
 * A chat's files (docs/product/chat.md §1, §4): checked by content, kept in the document store, listed in
 * chat_attachments; the message that carries one is sent on the socket and names it by uuid.
 */

export const NOT_YOUR_CHAT = 'Only the agent answering this chat may send files in it';

const store = async (
  ctx: ServiceContext,
  conversationUuid: string,
  file: UploadedFile,
  uploadedBy: 'CUSTOMER' | 'AGENT',
): Promise<ChatAttachment> => {
  const contentType = await chatAttachmentTypeOf(file.bytes, file.fileName);
  const uuid = randomUUID();
  const storageKey = newDocumentKey();
  await ctx.documents.put(storageKey, file.bytes, contentType);
  await insertAttachment(ctx.db, {
    uuid,
    conversationUuid,
    storageKey,
    fileName: file.fileName,
    contentType,
    sizeBytes: file.bytes.byteLength,
    uploadedBy,
    now: ctx.now(),
  });
  return { uuid, fileName: file.fileName, contentType, sizeBytes: file.bytes.byteLength };
};

const open = async (ctx: ServiceContext, conversationUuid: string, attachmentUuid: string) => {
  const row = await findAttachment(ctx.db, conversationUuid, attachmentUuid);
  const body = row ? await ctx.documents.get(row.storage_key) : null;
  if (!row || !body) throw new AppError('not_found', NOT_FOUND);
  return { row, body };
};

export const uploadChatAttachment = async (ctx: ServiceContext, token: string, file: UploadedFile) => {
  const conversation = await requireConversationByToken(ctx, token);
  if (isConversationOver(conversation, ctx.now())) throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  return store(ctx, conversation.uuid, file, 'CUSTOMER');
};

export const openChatAttachment = async (ctx: ServiceContext, token: string, attachmentUuid: string) =>
  open(ctx, (await requireConversationByToken(ctx, token)).uuid, attachmentUuid);

export const uploadConsoleChatAttachment = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  chatUuid: string,
  file: UploadedFile,
) => {
  const conversation = await requireScopedChat(ctx, staff, chatUuid);
  if (conversation.state !== 'ACTIVE' || conversation.agent_uuid !== staff.memberUuid)
    throw new AppError('forbidden', NOT_YOUR_CHAT);
  return store(ctx, conversation.uuid, file, 'AGENT');
};

export const openConsoleChatAttachment = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  chatUuid: string,
  attachmentUuid: string,
) => open(ctx, (await requireScopedChat(ctx, staff, chatUuid)).uuid, attachmentUuid);
