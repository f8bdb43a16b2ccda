import { verifyAbilityToStartContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { requireAuth } from '../../plugins/auth';
import { abilityToStart } from '../application/application-start';

/** spec 01 §7: may the signed-in user start an application (the active-application modal's three variants). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, verifyAbilityToStartContract, async (request) =>
    abilityToStart(app.engine.db, requireAuth(request).identityUuid, app.clock()),
  );
};
