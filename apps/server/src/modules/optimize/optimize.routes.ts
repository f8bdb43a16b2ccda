import { getDecisionContract, getFeatureContract, getFeaturesContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { decide, getFeature, listFeatures } from './optimize.service';

/** docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7: flags are decided by optimizeUser.organization (public: the external context has no token). */
export const optimizeRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getFeaturesContract, async (request) => ({
    features: await listFeatures(ctx, request.body.optimizeUser.organization),
  }));
  contractRoute(app, getFeatureContract, async (request) =>
    getFeature(ctx, request.body.optimizeUser.organization, request.body.featureKey),
  );
  contractRoute(app, getDecisionContract, async (request) =>
    decide(ctx, request.body.optimizeUser.organization, request.body.featureKey),
  );
};
