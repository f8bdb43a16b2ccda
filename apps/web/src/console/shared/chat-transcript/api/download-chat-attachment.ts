import { downloadConsoleChatAttachmentContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../../lib/save-blob';
import { staffBlob } from '../../api/staff-client';

/** A chat's file, fetched with the staff token (a plain link could not send it) and saved under its name. */
export const useDownloadChatAttachment = (chatUuid: string) =>
  useMutation({
    mutationFn: async ({ attachmentUuid, fileName }: { attachmentUuid: string; fileName: string }) =>
      saveBlob(await staffBlob(downloadConsoleChatAttachmentContract, { chatUuid, attachmentUuid }), fileName),
  });
