import { getDecisionContract, getFeatureContract, getFeaturesContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { decide, getFeature, listFeatures } from './optimize.service';

/** spec 02 §7, 03 §7: flags are decided by optimizeUser.organization (public: the external context has no token). */
export const optimizeRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getFeaturesContract, async (request) => ({
    features: await listFeatures(app.db, request.body.optimizeUser.organization),
  }));
  contractRoute(app, getFeatureContract, async (request) =>
    getFeature(app.db, request.body.optimizeUser.organization, request.body.featureKey),
  );
  contractRoute(app, getDecisionContract, async (request) =>
    decide(app.db, request.body.optimizeUser.organization, request.body.featureKey),
  );
};
