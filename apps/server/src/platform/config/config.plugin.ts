import fp from 'fastify-plugin';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; tests pass a controllable clock to buildApp. */
    clock: () => Date;
  }
}

/** Makes the validated configuration and the clock available to every plugin and module. */
export const configPlugin = fp<{ config: Config; clock: () => Date }>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
  },
  { name: 'config' },
);
