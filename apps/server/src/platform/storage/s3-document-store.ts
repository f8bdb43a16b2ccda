import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Documents as objects in an S3-compatible bucket, for several server nodes (DESIGN §7). Requests carry Content-MD5
 * instead of the SDK's newer default checksums, which several S3-compatible servers do not accept.
 */
export const createS3DocumentStore = (options: S3StoreOptions): DocumentStore => {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (key: string): string => {
    assertDocumentKey(key);
    return `${options.prefix}${key}`;
  };

  const get: DocumentStore['get'] = async (key) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client returned no readable body');
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
};
