import {
  getProfileConsentTypesContract,
  getProfileContract,
  putProfileLanguageContract,
  putProfileNameContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { CONSENT_TYPE_VERSIONS } from '../comms-prefs';
import { contextOf } from '../service-context';
import { getProfile, saveProfileLanguage, saveProfileName } from './profile.service';
import { sealPlainProfileBirthDates } from './seal-birth-dates';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  app.addHook('onReady', async () => {
    await sealPlainProfileBirthDates(ctx);
  });
  contractRoute(app, getProfileContract, async (request) => getProfile(ctx, requireAuth(request).identityUuid));
  contractRoute(app, putProfileNameContract, async (request) =>
    saveProfileName(ctx, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, putProfileLanguageContract, async (request) =>
    saveProfileLanguage(ctx, requireAuth(request).identityUuid, request.body),
  );
  // docs/product/registration-and-routing.md §3 and docs/product/widgets-and-calculations.md §7 name two calls for the consent document versions: both answer the one list.
  contractRoute(app, getProfileConsentTypesContract, async () => [...CONSENT_TYPE_VERSIONS]);
};
