import {
  acceptRequalificationContract,
  getRequalificationContract,
  withdrawApplicationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { acceptRequalification, getRequalification, withdrawApplication } from './requalify.service';

/** product/prequal-winback: accept the lower line, or withdraw the application. */
export const requalifyRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getRequalificationContract, async (request) =>
    getRequalification(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, acceptRequalificationContract, async (request) =>
    acceptRequalification(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, withdrawApplicationContract, async (request) =>
    withdrawApplication(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
};
