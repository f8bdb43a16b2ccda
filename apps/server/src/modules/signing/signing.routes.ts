import {
  completeSigningContract,
  consentToSignContract,
  getClosingPackageContract,
  markClosingDocumentReadContract,
  signClosingDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import {
  completeSigning,
  consentToSign,
  getClosingPackage,
  markDocumentRead,
  type SigningClient,
  signPlace,
} from './signing.service';

const clientOf = (request: FastifyRequest): SigningClient => ({
  identityUuid: requireAuth(request).identityUuid,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? 'unknown').slice(0, 512),
});

/** The closing package and its e-signing, for any participant of the application (for himself). */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getClosingPackageContract, async (request) =>
    getClosingPackage(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, consentToSignContract, async (request) =>
    consentToSign(ctx, request.params.uuid, clientOf(request), request.body),
  );
  contractRoute(app, markClosingDocumentReadContract, async (request) =>
    markDocumentRead(ctx, request.params.uuid, request.params.documentId, requireAuth(request).identityUuid),
  );
  contractRoute(app, signClosingDocumentContract, async (request) =>
    signPlace(ctx, request.params.uuid, request.params.documentId, clientOf(request), request.body),
  );
  contractRoute(app, completeSigningContract, async (request) =>
    completeSigning(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
};
