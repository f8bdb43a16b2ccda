import { listExternalApplicantConditionsContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { listOpenConditions } from './conditions.service';

/** spec 02 §7: conditions for the borrower and the additional signers (participants only; others get 404). */
export const conditionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listExternalApplicantConditionsContract, async (request) =>
    listOpenConditions(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
};
