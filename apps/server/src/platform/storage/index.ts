// Uploaded documents (docs/architecture.md, docs/scaling.md): one store interface over local disk or an S3-compatible
// bucket, and the upload rules every file passes before it is stored.
export { type DocumentStore, type StoredDocument, newDocumentKey } from './document-store';
export { createDiskDocumentStore } from './disk-document-store';
export { readStorageConfig, storageConfigSchema } from './storage-config';
export { EXTENSION_FOR_TYPE } from './upload-inspection';
export { type NewDocument, storeDocument } from './document-records';
export { deleteDocumentRecord, findDocumentRecord, listDocumentRecords } from './document-records.repo';
