import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentStore, assertDocumentKey, readAll } from './document-store';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes bytes to a temporary file beside the target, flushes it, then renames it into place (atomic on POSIX). */
const writeAtomically = async (target: string, bytes: Uint8Array): Promise<void> => {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  const file = await open(temporary, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

/**
 * Documents as files under `root` (`${DATA_DIR}/documents`): `<root>/<first 2 of key>/<key>` holds the bytes and
 * `<key>.type` the content type. Keys must be UUIDs, so no key can leave the root; each path is checked again anyway.
 */
export const createDiskDocumentStore = (root: string): DocumentStore => {
  const base = path.resolve(root);

  const pathsFor = (key: string) => {
    assertDocumentKey(key);
    const file = path.resolve(base, key.slice(0, 2), key);
    if (path.dirname(path.dirname(file)) !== base) throw new Error('document path escaped the store');
    return { file, type: `${file}.type` };
  };

  const get: DocumentStore['get'] = async (key) => {
    const { file, type } = pathsFor(key);
    try {
      const { size } = await stat(file);
      const contentType = await readFile(type, 'utf8').catch(() => 'application/octet-stream');
      return { body: createReadStream(file), size, contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      const { file, type } = pathsFor(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // The type first: the bytes' rename is the commit point, so a document that exists always has its type.
      await writeAtomically(type, Buffer.from(contentType, 'utf8'));
      await writeAtomically(file, bytes);
    },

    get,

    async getBytes(key) {
      const document = await get(key);
      return document ? readAll(document.body) : null;
    },

    async delete(key) {
      const { file, type } = pathsFor(key);
      await rm(file, { force: true });
      await rm(type, { force: true });
    },

    async exists(key) {
      const { file } = pathsFor(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async close() {},
  };
};

/** The documents folder inside DATA_DIR. */
export const documentsDir = (dataDir: string): string => path.join(dataDir, 'documents');
