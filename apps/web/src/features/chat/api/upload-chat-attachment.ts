import { chatAttachmentSchema, uploadChatAttachmentContract, type ChatAttachment } from '@heloc/domain/contracts';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-error';
import { fetchWithToken } from './chat-client';

/**
 * A file for the next message (multipart, field `file`, x-chat-token): the server checks its content and may refuse
 * it (415 with its message).
 */
export const uploadChatAttachment = async (token: string, file: File): Promise<ChatAttachment> => {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetchWithToken(uploadChatAttachmentContract.path, {
    method: 'POST',
    token,
    body: form,
    accept: 'application/json',
  });
  const parsed = chatAttachmentSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, undefined, UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
};
