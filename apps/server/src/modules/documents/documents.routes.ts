import { downloadApplicationDocumentContract, listApplicationDocumentsContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { EXTENSION_FOR_TYPE } from '../../platform/storage';
import { contextOf } from '../service-context';
import { listDocuments, openDocument } from './documents.service';
import { participationOf } from '../../platform/auth/access';

/** The application's documents: listed and downloaded by its participants only. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // Kept per node while nothing it read of this application changes (it reads only this application's rows).
  contractRoute(
    app,
    listApplicationDocumentsContract,
    async (request) => listDocuments(ctx, participationOf(request)),
    { remembered: 'per application' },
  );
  contractRoute(app, downloadApplicationDocumentContract, async (request, reply) => {
    const { row, body } = await openDocument(ctx, participationOf(request), request.params.documentUuid);
    // The stored (detected) type, never sniffed, always downloaded: an uploaded file can never run in our origin.
    const extension = EXTENSION_FOR_TYPE[row.content_type as keyof typeof EXTENSION_FOR_TYPE] ?? 'bin';
    const base = row.file_name.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\w .()-]/g, '_') || 'document';
    return reply
      .type(row.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${base}.${extension}"`)
      .send(body);
  });
};
