import {
  choosePropertyContract,
  correctPropertyAddressContract,
  getCreditBlockContract,
  getPropertyReviewContract,
  retryCreditPullContract,
  submitSsnContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { chooseProperty } from './choose-property.service';
import { correctPropertyAddress } from './correct-property-address.service';
import { getCreditBlock } from './get-credit-block.service';
import { getPropertyReview } from './get-property-review.service';
import { retryCreditPull } from './retry-credit-pull.service';
import { submitSsn } from './submit-ssn.service';
import { participationOf } from '../../platform/auth/access';

/** A way out of credit/social, credit/error and review-app/property. */
export const retriesRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getCreditBlockContract, async (request) => getCreditBlock(ctx, participationOf(request)));
  contractRoute(app, submitSsnContract, async (request) => submitSsn(ctx, participationOf(request), request.body));
  contractRoute(app, retryCreditPullContract, async (request) =>
    retryCreditPull(ctx, participationOf(request), request.body.requestKey),
  );
  contractRoute(app, getPropertyReviewContract, async (request) => getPropertyReview(ctx, participationOf(request)));
  contractRoute(app, correctPropertyAddressContract, async (request) =>
    correctPropertyAddress(ctx, participationOf(request), request.body),
  );
  contractRoute(app, choosePropertyContract, async (request) =>
    chooseProperty(ctx, participationOf(request), request.body),
  );
};
