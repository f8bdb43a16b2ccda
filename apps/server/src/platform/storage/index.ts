// Uploaded documents (docs/architecture.md, docs/scaling.md): one store interface over local disk or an S3-compatible
// bucket, and the upload rules every file passes before it is stored.
export {
  type DocumentStore,
  InvalidDocumentKeyError,
  type StoredDocument,
  assertDocumentKey,
  isDocumentKey,
  newDocumentKey,
  readAll,
} from './document-store';
export { createDiskDocumentStore, documentsDir } from './disk-document-store';
export { type S3StoreOptions, createS3DocumentStore } from './s3-document-store';
export {
  DEFAULT_UPLOAD_MAX_BYTES,
  type StorageConfig,
  type StorageConfigRead,
  type StorageEnv,
  createDocumentStore,
  readStorageConfig,
  storageConfigSchema,
} from './storage-config';
export {
  DOCUMENT_TYPES,
  type DocumentType,
  EXTENSION_FOR_TYPE,
  type UploadInspection,
  type UploadRules,
  inspectUpload,
} from './upload-inspection';
export { type NewDocument, storeDocument } from './document-records';
export {
  deleteDocumentRecord,
  findDocumentRecord,
  insertDocumentRecord,
  listDocumentRecords,
} from './document-records.repo';
