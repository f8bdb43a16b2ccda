import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../modules/address/address.routes';
import { commsPrefsRoutes } from '../modules/comms-prefs/comms-prefs.routes';
import { conditionsRoutes } from '../modules/conditions/conditions.routes';
import { eligibilityRoutes } from '../modules/eligibility/eligibility.routes';
import { leadPortalRoutes } from '../modules/lead-portal/lead-portal.routes';
import { sandboxRoutes } from '../modules/sandbox/sandbox.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { waitlistRoutes } from '../modules/waitlist/waitlist.routes';
import { enginePlugin } from './engine.plugin';

/**
 * The lending engine (app.engine: workflow, providers, sweeper) and the service modules built on it. The application
 * module itself is in app.ts's module list; it needs this registered first.
 */
export const registerEngine = async (app: FastifyInstance): Promise<void> => {
  await app.register(enginePlugin);
  for (const module of [
    searchRoutes,
    eligibilityRoutes,
    waitlistRoutes,
    commsPrefsRoutes,
    leadPortalRoutes,
    conditionsRoutes,
    sandboxRoutes,
    addressRoutes,
  ]) {
    await app.register(module);
  }
};
