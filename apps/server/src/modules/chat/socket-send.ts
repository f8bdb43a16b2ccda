import type { ChatMessageAttachment } from '../../platform/database/schema/chat';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { listAttachments } from './chat.repo';

/* What a message frame of either socket shares (docs/product/chat.md §1, §5). */

export const EMPTY_MESSAGE = 'A message needs text or a file';
export const UNKNOWN_ATTACHMENT = 'attachmentUuids: a file is not of this chat';

/** The files a message names, each of this conversation (400 otherwise). */
export const attachmentsOf = async (
  ctx: ServiceContext,
  conversationUuid: string,
  uuids: readonly string[],
): Promise<ChatMessageAttachment[]> => {
  const rows = await listAttachments(ctx.db, conversationUuid, uuids);
  if (rows.length !== new Set(uuids).size) throw new AppError('bad_request', UNKNOWN_ATTACHMENT);
  return uuids.map((uuid) => {
    const row = rows.find((r) => r.uuid === uuid) as (typeof rows)[number];
    return { uuid: row.uuid, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes };
  });
};

export interface SendFrame {
  clientId: string;
  body: string;
  attachmentUuids: string[];
}
