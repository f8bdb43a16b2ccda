import {
  answerPropertyConditionContract,
  estimateValueContract,
  getValuationContract,
  orderValuationContract,
  requestAnotherValuationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { answerPropertyCondition } from './answer-property-condition.service';
import { estimateValue } from './estimate-value.service';
import { getValuation } from './get-valuation.service';
import { orderValuation } from './order-valuation.service';
import { requestAnotherValuation } from './request-another-valuation.service';

/** bpo/* and hold: the estimate, the Texas questionnaire and the order of a broker price opinion. */
export const valuationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getValuationContract, async (request) =>
    getValuation(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, estimateValueContract, async (request) =>
    estimateValue(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, answerPropertyConditionContract, async (request) =>
    answerPropertyCondition(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, orderValuationContract, async (request) =>
    orderValuation(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, requestAnotherValuationContract, async (request) =>
    requestAnotherValuation(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
};
