import { getProfileConsentTypesContract, getProfileContract, putProfileNameContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { requireAuth } from '../../plugins/auth';
import { CONSENT_TYPE_VERSIONS, getProfile, saveProfileName } from './profile.service';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getProfileContract, async (request) => getProfile(app.db, requireAuth(request).identityUuid));
  contractRoute(app, putProfileNameContract, async (request) =>
    saveProfileName(app.db, requireAuth(request).identityUuid, request.body, app.clock()),
  );
  contractRoute(app, getProfileConsentTypesContract, async () => CONSENT_TYPE_VERSIONS);
};
