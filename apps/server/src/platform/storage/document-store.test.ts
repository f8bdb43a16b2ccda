import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskDocumentStore } from './disk-document-store';
import { type DocumentStore, InvalidDocumentKeyError, newDocumentKey, readAll } from './document-store';
import { type StorageConfig, createDocumentStore, readStorageConfig, storageConfigSchema } from './storage-config';

const PDF_BYTES = Buffer.from('%PDF-1.4\n% a stand-in body\n%%EOF\n');

/** Keys a client might try in order to reach another file; none is a server-generated UUID. */
const HOSTILE_KEYS = [
  '',
  '..',
  '../../etc/passwd',
  '/etc/passwd',
  'a/b',
  '..%2f..%2fetc%2fpasswd',
  'paystub.pdf',
  `${newDocumentKey()}/../../x`,
  `${newDocumentKey()}\n`,
  newDocumentKey().toUpperCase(),
  `${newDocumentKey()}.type`,
];

/** What every store must do, whatever holds the bytes. */
const behavesAsADocumentStore = (name: string, open: () => DocumentStore) => {
  describe(`${name}: the document store contract`, () => {
    it('round-trips bytes and their content type, by stream and as bytes', async () => {
      const store = open();
      const key = newDocumentKey();
      const bytes = randomBytes(300_000);
      expect(await store.exists(key)).toBe(false);

      await store.put(key, bytes, 'application/pdf');

      expect(await store.exists(key)).toBe(true);
      const document = await store.get(key);
      expect(document?.size).toBe(bytes.length);
      expect(document?.contentType).toBe('application/pdf');
      expect(Buffer.from(await readAll(document!.body)).equals(bytes)).toBe(true);
      expect(Buffer.from((await store.getBytes(key))!).equals(bytes)).toBe(true);
    });

    it('replaces a document put again under the same key', async () => {
      const store = open();
      const key = newDocumentKey();
      await store.put(key, Buffer.from('first'), 'image/png');
      await store.put(key, PDF_BYTES, 'application/pdf');
      expect(Buffer.from((await store.getBytes(key))!).toString()).toBe(PDF_BYTES.toString());
      expect((await store.get(key))?.contentType).toBe('application/pdf');
    });

    it('answers null for a missing document, and deletes idempotently', async () => {
      const store = open();
      const key = newDocumentKey();
      expect(await store.get(key)).toBeNull();
      expect(await store.getBytes(key)).toBeNull();
      await store.put(key, PDF_BYTES, 'application/pdf');
      await store.delete(key);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
    });

    it.each(HOSTILE_KEYS)('refuses the key %j for every operation', async (key) => {
      const store = open();
      await expect(store.put(key, PDF_BYTES, 'application/pdf')).rejects.toBeInstanceOf(InvalidDocumentKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidDocumentKeyError);
      await expect(store.getBytes(key)).rejects.toBeInstanceOf(InvalidDocumentKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidDocumentKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidDocumentKeyError);
    });
  });
};

describe('disk store', () => {
  let dataDir: string;
  let store: DocumentStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'heloc-documents-'));
    store = createDocumentStore({ store: 'disk', uploadMaxBytes: 1024 }, dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  behavesAsADocumentStore('disk', () => store);

  it('keeps files under DATA_DIR/documents, owner-only, with no temporary file left behind', async () => {
    const key = newDocumentKey();
    await store.put(key, PDF_BYTES, 'application/pdf');
    const folder = path.join(dataDir, 'documents', key.slice(0, 2));
    expect((await readdir(folder)).filter((name) => name.startsWith(key) || name.endsWith('.tmp')).sort()).toEqual([
      key,
      `${key}.type`,
    ]);
    expect((await stat(path.join(folder, key))).mode & 0o077).toBe(0);
  });

  it('writes nothing outside its root when handed a traversal key', async () => {
    const root = path.join(dataDir, 'jail');
    const jailed = createDiskDocumentStore(root);
    await expect(jailed.put('../escaped', PDF_BYTES, 'application/pdf')).rejects.toThrow(/not a document id/);
    expect(await readdir(dataDir)).not.toContain('escaped');
  });
});

describe('S3-compatible store (a local S3 server started by this test)', () => {
  const BUCKET = 'heloc-documents-test';
  let directory: string;
  let server: S3rver;
  let config: StorageConfig;
  let store: DocumentStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'heloc-s3-'));
    // Port 0: the system picks a free loopback port, so parallel runs never collide.
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = (await server.run()) as AddressInfo;
    const read = readStorageConfig(
      storageConfigSchema.parse({
        DOCUMENT_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: BUCKET,
        // s3rver's fixed development credentials; requests are still signed and checked.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    if (!read.ok) throw new Error(read.problems.join('; '));
    config = read.config;
    store = createDocumentStore(config, '/nonexistent-data-dir');
  });
  afterAll(async () => {
    await store?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  behavesAsADocumentStore('s3', () => store);

  it('stores objects in the bucket under the documents/ prefix', async () => {
    if (config.store !== 's3') throw new Error('expected the s3 configuration');
    const key = newDocumentKey();
    await store.put(key, PDF_BYTES, 'application/pdf');
    const client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `documents/${key}` }));
    await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toThrow();
    client.destroy();
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(PDF_BYTES.length);
  });

  it('fails loudly when the credentials are wrong', async () => {
    if (config.store !== 's3') throw new Error('expected the s3 configuration');
    const wrong = createDocumentStore(
      { ...config, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' } },
      '/nonexistent-data-dir',
    );
    await expect(wrong.put(newDocumentKey(), PDF_BYTES, 'application/pdf')).rejects.toThrow();
    await wrong.close();
  });
});

describe('storage configuration', () => {
  it('defaults to disk with a 10 MiB upload limit', () => {
    expect(readStorageConfig(storageConfigSchema.parse({}))).toEqual({
      ok: true,
      config: { store: 'disk', uploadMaxBytes: 10 * 1024 * 1024 },
    });
  });

  it('names what s3 is missing', () => {
    expect(readStorageConfig(storageConfigSchema.parse({ DOCUMENT_STORE: 's3', S3_ACCESS_KEY_ID: 'x' }))).toEqual({
      ok: false,
      problems: [
        'S3_BUCKET: is required when DOCUMENT_STORE=s3',
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default credential chain',
      ],
    });
  });

  it('refuses bad values with the variable named', () => {
    const result = storageConfigSchema.safeParse({
      DOCUMENT_STORE: 'ftp',
      S3_ENDPOINT: 'file:///tmp',
      UPLOAD_MAX_BYTES: '10MB',
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'DOCUMENT_STORE: must be disk or s3',
      'S3_ENDPOINT: must be an http(s) URL',
      'UPLOAD_MAX_BYTES: must be a whole number of bytes',
    ]);
  });
});
