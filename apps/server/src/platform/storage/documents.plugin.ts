import fp from 'fastify-plugin';
import type { DocumentStore } from './document-store';
import { createDocumentStore } from './storage-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and generated documents: disk under DATA_DIR by default, an S3-compatible bucket when configured. */
    documents: DocumentStore;
  }
}

export const documentsPlugin = fp(
  async (app) => {
    const store = createDocumentStore(app.config.storage, app.config.dataDir);
    app.decorate('documents', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'documents', dependencies: ['config'] },
);
