import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored document's bytes as a stream, with what the store knows of them. */
export interface StoredDocument {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded documents live (docs/scaling.md): local disk on one node, an S3-compatible bucket for several. Keys are
 * server-generated UUIDs (newDocumentKey), never a client's file name; metadata (owner, kind, sha256, detected type)
 * belongs in the database, not here.
 */
export interface DocumentStore {
  /** Stores the bytes under the key, replacing what was there; complete or not at all. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The document as a stream, or null when there is none under the key. */
  get(key: string): Promise<StoredDocument | null>;
  /** The document's bytes, or null when there is none under the key. */
  getBytes(key: string): Promise<Uint8Array | null>;
  /** Removes the document; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

/** A lower-case UUID, the only shape of key a store accepts: nothing in it can name a directory. */
const DOCUMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class InvalidDocumentKeyError extends Error {
  constructor(key: string) {
    // JSON.stringify shows control characters escaped; the key is cut so a long one cannot flood a log line.
    super(`document key ${JSON.stringify(key.slice(0, 64))} is not a document id (a server-generated UUID)`);
    this.name = 'InvalidDocumentKeyError';
  }
}

export const newDocumentKey = (): string => randomUUID();

export const isDocumentKey = (key: string): boolean => DOCUMENT_KEY.test(key);

export const assertDocumentKey = (key: string): void => {
  if (!isDocumentKey(key)) throw new InvalidDocumentKeyError(key);
};

/** Reads a stream to its end. */
export const readAll = async (body: Readable): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
