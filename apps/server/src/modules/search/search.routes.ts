import { verifyAbilityToStartContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { abilityToStart } from '../application';
import { contextOf } from '../service-context';

/** docs/product/registration-and-routing.md §7: may the signed-in user start an application (the active-application modal's three variants). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, verifyAbilityToStartContract, async (request) =>
    abilityToStart(contextOf(app), requireAuth(request).identityUuid),
  );
};
