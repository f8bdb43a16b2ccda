import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { addressRoutes } from './modules/address/address.routes';
import { lineDrawsRoutes } from './modules/line-draws';
import { applicationDetailsRoutes } from './modules/application-details/application-details.routes';
import { applicationRoutes } from './modules/application/application.routes';
import { bankRoutes } from './modules/bank/bank.routes';
import { commsPrefsRoutes } from './modules/comms-prefs/comms-prefs.routes';
import { conditionsRoutes } from './modules/conditions/conditions.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { eligibilityRoutes } from './modules/eligibility/eligibility.routes';
import { healthRoutes } from './modules/health/health.routes';
import { identityBrokerRoutes } from './modules/identity-broker/identity-broker.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { incomeRoutes } from './modules/income/income.routes';
import { identityVerificationRoutes } from './modules/identity-verification/identity-verification.routes';
import { liensRoutes } from './modules/liens/liens.routes';
import { notaryRoutes } from './modules/notary/notary.routes';
import { signingRoutes } from './modules/signing/signing.routes';
import { retriesRoutes } from './modules/retries/retries.routes';
import { decisionsRoutes } from './modules/decisions/decisions.routes';
import { leadPortalRoutes } from './modules/lead-portal/lead-portal.routes';
import { optimizeRoutes } from './modules/optimize/optimize.routes';
import { organizationRoutes } from './modules/organization/organization.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { valuationRoutes } from './modules/valuation/valuation.routes';
import { assetsRoutes } from './modules/assets/assets.routes';
import { requalifyRoutes } from './modules/requalify/requalify.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffNotificationsRoutes } from './modules/staff-notifications/staff-notifications.routes';
import type { Providers } from './workflow';
import { signersRoutes } from './modules/signers/signers.routes';
import { searchRoutes } from './modules/search/search.routes';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { operatingHoursRoutes } from './modules/operating-hours/operating-hours.routes';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ceoFeedbackRoutes } from './modules/ceo-feedback/ceo-feedback.routes';
import { bannersRoutes, readSiteBanners } from './modules/banners';
import { pricingRoutes } from './modules/pricing';
import { partnerPreviewPage, partnersRoutes } from './modules/partners';
import { getFeature } from './modules/optimize';
import { contextOf } from './modules/service-context';
import { errorReportsRoutes } from './modules/error-reports/error-reports.routes';
import { authPlugin } from './platform/auth/auth.plugin';
import { staffAuthPlugin } from './platform/auth/staff-auth.plugin';
import type { Config } from './platform/config/config';
import { fieldCipherPlugin } from './platform/crypto/field-cipher.plugin';
import { redactLogObject } from './platform/crypto';
import { documentsPlugin } from './platform/storage/documents.plugin';
import { emailPlugin } from './platform/email/email.plugin';
import { configPlugin } from './platform/config/config.plugin';
import { pgliteDirIn } from './platform/config/paths';
import { type Db, createDatabase } from './platform/database/database';
import { dbPlugin } from './platform/database/database.plugin';
import { metricsPlugin } from './platform/metrics/metrics.plugin';
import { answerMemoryPlugin } from './platform/http/answer-memory.plugin';
import { docsPlugin } from './platform/http/docs';
import { lifecyclePlugin } from './platform/http/lifecycle';
import { errorHandlerPlugin } from './platform/http/error-handler';
import { inputHygienePlugin } from './platform/http/input-hygiene';
import { multipartPlugin } from './platform/http/multipart';
import { rateLimitPlugin } from './platform/http/rate-limit';
import { securityPlugin } from './platform/http/security';
import { spaPlugin } from './platform/http/spa';
import { orgPlugin } from './platform/org/org.plugin';
import { workflowPlugin } from './workflow/workflow.plugin';

/**
 * Every service module, in registration order: one encapsulated plugin per capability (modules/README.md). A new
 * module is one line here.
 */
const MODULES: readonly FastifyPluginAsync[] = [
  healthRoutes,
  identityRoutes,
  identityBrokerRoutes,
  mfaRoutes,
  profileRoutes,
  organizationRoutes,
  optimizeRoutes,
  searchRoutes,
  eligibilityRoutes,
  addressRoutes,
  waitlistRoutes,
  commsPrefsRoutes,
  leadPortalRoutes,
  applicationRoutes,
  applicationDetailsRoutes,
  bankRoutes,
  conditionsRoutes,
  documentsRoutes,
  incomeRoutes,
  identityVerificationRoutes,
  liensRoutes,
  notaryRoutes,
  lineDrawsRoutes,
  signingRoutes,
  retriesRoutes,
  decisionsRoutes,
  telemetryRoutes,
  valuationRoutes,
  assetsRoutes,
  requalifyRoutes,
  signersRoutes,
  staffRoutes,
  staffNotificationsRoutes,
  consoleRoutes,
  operatingHoursRoutes,
  knowledgeRoutes,
  chatRoutes,
  notificationsRoutes,
  ceoFeedbackRoutes,
  bannersRoutes,
  errorReportsRoutes,
  pricingRoutes,
  partnersRoutes,
  sandboxRoutes,
];

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
  /** The outside parties (default: the sandbox); tests give a party that outlives one node (the funding bank). */
  providers?: Providers;
}

/**
 * The one registry (docs/architecture.md): platform plugins in order, then the workflow, then every module, then
 * the SPA. Imports point one way: app.ts -> modules -> workflow -> platform (eslint.config.js).
 */
export const buildApp = async ({
  config,
  db,
  ownsDb,
  clock = () => new Date(),
  logStream,
  providers,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Passwords, tokens and personal data never reach the logs (censored as a line is written).
      formatters: { log: redactLogObject },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // The client address (login throttle, logs) comes from X-Forwarded-For only through the proxies TRUST_PROXY names.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A call that reaches a node while it closes is still answered in full (the database closes after the
    // last one), not with Fastify's own 503 body; the drain (server.ts) keeps new ones from arriving by then.
    return503OnClosing: false,
    // Browsers and the SPA send /path/ and /path alike.
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot even decode still answers in the { errors } shape.
    frameworkErrors: (error, _request, reply) => {
      void reply
        .code((error.statusCode ?? 400) as never)
        .type('application/json')
        .send(JSON.stringify({ errors: [`url: ${error.message}`] }) as never);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    db ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirIn(config.dataDir),
      poolSize: config.databasePoolSize,
    });

  await app.register(configPlugin, { config, clock });
  await app.register(errorHandlerPlugin);
  await app.register(lifecyclePlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(dbPlugin, { db: database, ownsDb: ownsDb ?? db === undefined });
  // Before every route it times (GET /metrics answers only with METRICS_TOKEN).
  await app.register(metricsPlugin);
  await app.register(answerMemoryPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(fieldCipherPlugin);
  await app.register(staffAuthPlugin);
  await app.register(documentsPlugin);
  await app.register(emailPlugin);
  await app.register(multipartPlugin);
  await app.register(orgPlugin);

  // The lending engine (app.workflow) before the modules that reach it through its facade.
  await app.register(workflowPlugin, providers ? { providers } : {});
  for (const module of MODULES) await app.register(module);

  // The first registration step's markup shows the banners and the chat launcher as the app would (spa.ts).
  const ctx = contextOf(app);
  await app.register(spaPlugin, {
    pageFrameReads: async (org) => {
      const [banners, webchat] = await Promise.all([
        readSiteBanners(ctx, org.orgCode),
        getFeature(ctx, org.orgCode, 'webchat'),
      ]);
      return { banners, isChatOn: webchat.enabled };
    },
    pagePreview: (request) =>
      partnerPreviewPage(ctx, request.url, async (code) => (await app.orgDirectory()).byCode.get(code)),
  });
  // The routes registered while the database opened, migrated and seeded; the app is whole once that is done.
  await app.dbPrepared();
  return app;
};
