import { z } from 'zod';
import { createDiskDocumentStore, documentsDir } from './disk-document-store';
import type { DocumentStore } from './document-store';
import { type S3StoreOptions, createS3DocumentStore } from './s3-document-store';

export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const bytesFromEnv = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number of bytes' })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1024, { error: 'must be at least 1024' })
      .max(1024 * 1024 * 1024, { error: 'must be at most 1 GiB (1073741824)' }),
  );

/** The environment variables of document storage, to merge into the one config schema. */
export const storageConfigSchema = z.object({
  // disk: files under DATA_DIR/documents (one node). s3: an S3-compatible bucket (several nodes).
  DOCUMENT_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  // Unset: AWS S3 itself. Set for MinIO, Ceph, R2, ... (e.g. http://127.0.0.1:9000).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3, { error: 'must be a bucket name' }).optional(),
  S3_PREFIX: z.string().default('documents/'),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  // Both or neither; neither: the SDK's default chain (instance or task role).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: bytesFromEnv.default(DEFAULT_UPLOAD_MAX_BYTES),
});
export type StorageEnv = z.output<typeof storageConfigSchema>;

export type StorageConfig =
  { store: 'disk'; uploadMaxBytes: number } | ({ store: 's3'; uploadMaxBytes: number } & S3StoreOptions);

export type StorageConfigRead = { ok: true; config: StorageConfig } | { ok: false; problems: string[] };

/** The storage part of the configuration, with the rules that span variables. */
export const readStorageConfig = (env: StorageEnv): StorageConfigRead => {
  if (env.DOCUMENT_STORE === 'disk')
    return { ok: true, config: { store: 'disk', uploadMaxBytes: env.UPLOAD_MAX_BYTES } };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: is required when DOCUMENT_STORE=s3');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default credential chain');
  if (problems.length > 0 || !env.S3_BUCKET) return { ok: false, problems };
  return {
    ok: true,
    config: {
      store: 's3',
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      prefix: env.S3_PREFIX,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
};

/** The configured store: disk under `${dataDir}/documents`, or the S3-compatible bucket. */
export const createDocumentStore = (config: StorageConfig, dataDir: string): DocumentStore =>
  config.store === 'disk' ? createDiskDocumentStore(documentsDir(dataDir)) : createS3DocumentStore(config);
