import {
  choosePropertyContract,
  correctPropertyAddressContract,
  getCreditBlockContract,
  getPropertyReviewContract,
  retryCreditPullContract,
  submitSsnContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { chooseProperty } from './choose-property.service';
import { correctPropertyAddress } from './correct-property-address.service';
import { getCreditBlock } from './get-credit-block.service';
import { getPropertyReview } from './get-property-review.service';
import { retryCreditPull } from './retry-credit-pull.service';
import { submitSsn } from './submit-ssn.service';

/** A way out of credit/social, credit/error and review-app/property. */
export const retriesRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getCreditBlockContract, async (request) =>
    getCreditBlock(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, submitSsnContract, async (request) =>
    submitSsn(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, retryCreditPullContract, async (request) =>
    retryCreditPull(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body.requestKey),
  );
  contractRoute(app, getPropertyReviewContract, async (request) =>
    getPropertyReview(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, correctPropertyAddressContract, async (request) =>
    correctPropertyAddress(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, choosePropertyContract, async (request) =>
    chooseProperty(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
};
