import { healthzContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from './health.repo';
import { contractRoute } from '../../platform/http/contract-route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, healthzContract, async (request, reply) => {
    // Draining before a shutdown: tell the load balancer to stop sending calls here (server.ts).
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'error', database: 'ok' });
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  });
};
