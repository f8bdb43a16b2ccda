import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_REFUSED_MESSAGE,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
} from '@heloc/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/errors';

/*
 * docs/product/chat.md §1: a chat's file is a jpg, png, amr, mp3, mp4, pdf or txt, told by its content (magic bytes),
 * never by its name alone; a text file has no magic bytes, so it is one named .txt whose bytes are valid UTF-8 without
 * a NUL byte.
 */

const BY_CONTENT: readonly string[] = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'audio/mpeg',
  'video/mp4',
  'audio/amr',
];

const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The content type of an accepted chat file; 413 over 10 MB, 415 for any other kind (the refusal's words). */
export const chatAttachmentTypeOf = async (bytes: Uint8Array, fileName: string): Promise<string> => {
  if (bytes.byteLength > CHAT_ATTACHMENT_MAX_BYTES) throw new AppError('too_large', CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);
  if (bytes.byteLength === 0) throw new AppError('unsupported_type', CHAT_ATTACHMENT_REFUSED_MESSAGE);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected && BY_CONTENT.includes(detected)) return detected;
  if (!detected && fileName.toLowerCase().endsWith('.txt') && isPlainText(bytes)) return 'text/plain';
  throw new AppError('unsupported_type', CHAT_ATTACHMENT_REFUSED_MESSAGE);
};
