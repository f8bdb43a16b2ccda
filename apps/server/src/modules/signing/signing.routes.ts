import {
  completeSigningContract,
  consentToSignContract,
  getClosingPackageContract,
  markClosingDocumentReadContract,
  signClosingDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { participationOf } from '../../platform/auth/access';
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
  ...participationOf(request),
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? 'unknown').slice(0, 512),
});

/** The closing package and its e-signing, for any participant of the application (for himself). */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getClosingPackageContract, async (request) => getClosingPackage(ctx, participationOf(request)));
  contractRoute(app, consentToSignContract, async (request) => consentToSign(ctx, clientOf(request), request.body));
  contractRoute(app, markClosingDocumentReadContract, async (request) =>
    markDocumentRead(ctx, participationOf(request), request.params.documentId),
  );
  contractRoute(app, signClosingDocumentContract, async (request) =>
    signPlace(ctx, clientOf(request), request.params.documentId, request.body),
  );
  contractRoute(app, completeSigningContract, async (request) => completeSigning(ctx, participationOf(request)));
};
