import { downloadChatAttachmentContract } from '@heloc/domain/contracts';
import { fillPath } from '../../../lib/api-client';
import { fetchWithToken } from './chat-client';

/** A file of the conversation, fetched with the chat's token and saved through a temporary object URL. */
export const downloadChatAttachment = async (token: string, attachmentUuid: string, fileName: string) => {
  const response = await fetchWithToken(fillPath(downloadChatAttachmentContract.path, { attachmentUuid }), {
    method: 'GET',
    token,
    accept: '*/*',
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
