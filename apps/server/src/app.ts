import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Db, createDatabase } from './db/database';
import { registerEngine } from './engine/register';
import { applicationRoutes } from './modules/application/application.routes';
import { healthRoutes } from './modules/health/health.routes';
import { identityBrokerRoutes } from './modules/identity-broker/identity-broker.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { optimizeRoutes } from './modules/optimize/optimize.routes';
import { organizationRoutes } from './modules/organization/organization.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { orgPlugin } from './plugins/org';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export interface BuildAppOptions {
  config: Config;
  /** An open database; by default one is created from the configuration (PGlite in DATA_DIR, or DATABASE_URL). */
  db?: Db;
  /** Whether closing the app destroys the database. Default: only when the app created it. */
  ownsDb?: boolean;
  /** The current time (tests move it forward to expire tokens). */
  clock?: () => Date;
  /** Where log lines go (default stdout); tests read them to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
}

/** Passwords and tokens never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sandbox-key"]',
  'password',
  '*.password',
  'body.password',
  'req.body.password',
];

/**
 * The app as encapsulated plugins (STYLE.md apps/server): infrastructure first, then one plugin per service module.
 * Add a module by registering its routes plugin in the list below.
 */
export const buildApp = async ({
  config,
  db,
  ownsDb,
  clock = () => new Date(),
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // Browsers and the SPA send /path/ and /path alike.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    db ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
    });

  await app.register(configPlugin, { config, clock });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(dbPlugin, { db: database, ownsDb: ownsDb ?? db === undefined });
  await app.register(authPlugin);
  await app.register(orgPlugin);

  await registerEngine(app);
  for (const module of [
    healthRoutes,
    identityRoutes,
    identityBrokerRoutes,
    profileRoutes,
    organizationRoutes,
    optimizeRoutes,
    applicationRoutes,
    telemetryRoutes,
  ]) {
    await app.register(module);
  }

  await app.register(spaPlugin);
  return app;
};
