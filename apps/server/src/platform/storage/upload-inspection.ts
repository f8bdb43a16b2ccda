import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';

/** The document types an applicant may upload (paystubs, tax returns, IDs, proofs): scans and phone photos. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
};

/** The extension to give a download of each type (the stored file has none: its name is its key). */
export const EXTENSION_FOR_TYPE: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

export interface UploadRules {
  /** The largest upload accepted, in bytes (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Accepted content types, as detected from the bytes. Default: DOCUMENT_TYPES. */
  allowed?: readonly string[];
  /** How the message names the upload ('file' by default; e.g. 'paystub'). */
  label?: string;
}

export type UploadInspection =
  | { ok: true; detectedType: string; sha256: string; size: number }
  | { ok: false; error: string; detectedType: string | undefined; size: number };

const MIB = 1024 * 1024;

/** '10 MiB' when the size is a whole number of MiB or KiB, else the bytes. */
const describeBytes = (bytes: number): string => {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
};

const describeTypes = (types: readonly string[]): string => types.map((type) => TYPE_NAMES[type] ?? type).join(', ');

/**
 * Checks an upload by its bytes alone (OWASP ASVS 5.2): its size against the limit and its type as detected from its
 * magic bytes, never the client's file name or declared type; and computes its SHA-256 (hex) for the metadata row.
 */
export const inspectUpload = async (bytes: Uint8Array, rules: UploadRules): Promise<UploadInspection> => {
  const { maxBytes, allowed = DOCUMENT_TYPES, label = 'file' } = rules;
  const size = bytes.byteLength;
  if (size === 0) return { ok: false, error: `${label}: is empty`, detectedType: undefined, size };
  if (size > maxBytes)
    return {
      ok: false,
      error: `${label}: is larger than the ${describeBytes(maxBytes)} limit (it is ${describeBytes(size)})`,
      detectedType: undefined,
      size,
    };

  const detectedType = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detectedType || !allowed.includes(detectedType)) {
    const detected = detectedType ? `detected ${detectedType}` : 'its contents match no known file type';
    return {
      ok: false,
      error: `${label}: is not an allowed type (${detected}); allowed: ${describeTypes(allowed)}`,
      detectedType,
      size,
    };
  }
  return { ok: true, detectedType, sha256: createHash('sha256').update(bytes).digest('hex'), size };
};
