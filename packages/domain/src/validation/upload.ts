import { UPLOAD_ACCEPTED_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from '../enums';
import { type Message } from '../i18n/message';
import {
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_REQUIRED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from './messages';

/** The facts of a chosen file the browser knows (a File has all three). */
export interface UploadCandidate {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The declared content type; browsers often leave it empty for HEIC photos. */
  readonly type: string;
}

const TYPE_BY_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

/** The accepted type of a file: its declared type, or, when none is declared, the one its extension names. */
export const uploadContentType = (file: Pick<UploadCandidate, 'name' | 'type'>): UploadContentType | null => {
  const declared = file.type.toLowerCase();
  if ((UPLOAD_ACCEPTED_CONTENT_TYPES as readonly string[]).includes(declared)) return declared as UploadContentType;
  if (declared !== '') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
};

/**
 * What is wrong with a chosen file before it is sent, as the message to show; null when it may be sent. The server
 * checks again by the file's bytes (OWASP ASVS 5.2): this check only spares a pointless upload.
 */
export const uploadProblem = (file: UploadCandidate | null | undefined): Message | null => {
  if (!file) return UPLOAD_REQUIRED_MESSAGE;
  if (file.size <= 0) return UPLOAD_EMPTY_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  return uploadContentType(file) ? null : UPLOAD_TYPE_MESSAGE;
};
