import { downloadChatAttachmentContract } from '@heloc/domain/contracts';
import { saveBlob } from '../../../lib/save-blob';
import { blobWithChatToken } from './chat-client';

/** A file of the conversation, fetched with the chat's token and saved through a temporary object URL. */
export const downloadChatAttachment = async (token: string, attachmentUuid: string, fileName: string) =>
  saveBlob(await blobWithChatToken(token, downloadChatAttachmentContract, { attachmentUuid }), fileName);
