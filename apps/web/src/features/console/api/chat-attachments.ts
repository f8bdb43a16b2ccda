import { downloadConsoleChatAttachmentContract, uploadConsoleChatAttachmentContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/save-blob';
import { staffBlob, staffUpload } from './staff-client';

/** A file the agent sends: uploaded first (checked by content on the server), then named by the next message. */
export const uploadChatAttachment = (chatUuid: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return staffUpload(uploadConsoleChatAttachmentContract, { chatUuid }, form);
};

/** A chat's file, fetched with the staff token (a plain link could not send it) and saved under its name. */
export const useDownloadChatAttachment = (chatUuid: string) =>
  useMutation({
    mutationFn: async ({ attachmentUuid, fileName }: { attachmentUuid: string; fileName: string }) =>
      saveBlob(await staffBlob(downloadConsoleChatAttachmentContract, { chatUuid, attachmentUuid }), fileName),
  });
