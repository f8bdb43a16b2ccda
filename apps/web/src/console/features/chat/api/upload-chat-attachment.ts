import { uploadConsoleChatAttachmentContract } from '@heloc/domain/contracts';
import { staffUpload } from '../../../shared/api/staff-client';

/** A file the agent sends: uploaded first (checked by content on the server), then named by the next message. */
export const uploadChatAttachment = (chatUuid: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return staffUpload(uploadConsoleChatAttachmentContract, { chatUuid }, form);
};
