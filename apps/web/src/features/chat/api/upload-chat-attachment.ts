import { type ChatAttachment, uploadChatAttachmentContract } from '@heloc/domain/contracts';
import { callWithChatToken } from './chat-client';

/**
 * A file for the next message (multipart, field `file`, x-chat-token): the server checks its content and may refuse
 * it (415 with its message).
 */
export const uploadChatAttachment = (token: string, file: File): Promise<ChatAttachment> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return callWithChatToken(token, uploadChatAttachmentContract, { form });
};
