import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { type DocumentStore, assertDocumentKey, readAll } from './document-store';

export interface S3StoreOptions {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Prepended to every key ('documents/'), so the bucket can hold other things too. */
  prefix: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The SDK, loaded with the first request (about half a second of every start, even with disk storage). */
type Sdk = typeof import('@aws-sdk/client-s3');
let loading: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (loading ??= import('@aws-sdk/client-s3'));

const isNotFound = ({ S3ServiceException }: Sdk, error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Documents as objects in an S3-compatible bucket, for several server nodes (docs/scaling.md). Requests carry Content-MD5
 * instead of the SDK's newer default checksums, which several S3-compatible servers do not accept.
 */
export const createS3DocumentStore = (options: S3StoreOptions): DocumentStore => {
  let made: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (made ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    })));
  const Bucket = options.bucket;
  const objectKey = (key: string): string => {
    assertDocumentKey(key);
    return `${options.prefix}${key}`;
  };

  const get: DocumentStore['get'] = async (key) => {
    const { sdk, client } = await connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client returned no readable body');
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },

    get,

    async getBytes(key) {
      const document = await get(key);
      return document ? readAll(document.body) : null;
    },

    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },

    async close() {
      if (made) (await made).client.destroy();
    },
  };
};
