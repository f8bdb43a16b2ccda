import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this node is in its life (graceful shutdown). */
    lifecycle: { draining: boolean };
  }
}

/**
 * A node told to stop (SIGTERM) first drains: it keeps serving every call for SHUTDOWN_DRAIN_MS while /healthz answers
 * 503, so a load balancer stops sending it new ones; only then it stops listening and finishes what is in flight
 * (server.ts).
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    // While draining every answer closes its connection: a keep-alive connection would otherwise hold the closing
    // server open until its idle timeout, long after its last call was answered.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
