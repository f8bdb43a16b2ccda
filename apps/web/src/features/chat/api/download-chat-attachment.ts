import { downloadChatAttachmentContract } from '@heloc/domain/contracts';
import { fillPath } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { fetchWithToken } from './chat-client';

/** A file of the conversation, fetched with the chat's token and saved through a temporary object URL. */
export const downloadChatAttachment = async (token: string, attachmentUuid: string, fileName: string) => {
  const response = await fetchWithToken(fillPath(downloadChatAttachmentContract.path, { attachmentUuid }), {
    method: 'GET',
    token,
    accept: '*/*',
  });
  saveBlob(await response.blob(), fileName);
};
