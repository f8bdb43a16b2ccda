import { healthzContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from './health.repo';
import { contractRoute } from '../../platform/http/contract-route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, healthzContract, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  });
};
