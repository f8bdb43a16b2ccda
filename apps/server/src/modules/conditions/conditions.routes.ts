import { listExternalApplicantConditionsContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { requireAuth } from '../../plugins/auth';
import { requireParticipantApplication } from '../application/application.service';
import { listOpenConditions } from './conditions.service';

/** spec 02 §7: conditions for the borrower and the additional signers (participants only; others get 404). */
export const conditionsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, listExternalApplicantConditionsContract, async (request) => {
    const row = await requireParticipantApplication(
      app.engine.db,
      request.params.uuid,
      requireAuth(request).identityUuid,
    );
    return listOpenConditions(app.engine.db, row.uuid);
  });
};
