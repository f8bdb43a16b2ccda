import {
  answerPropertyConditionContract,
  estimateValueContract,
  getValuationContract,
  orderValuationContract,
  requestAnotherValuationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { answerPropertyCondition } from './answer-property-condition.service';
import { estimateValue } from './estimate-value.service';
import { getValuation } from './get-valuation.service';
import { orderValuation } from './order-valuation.service';
import { requestAnotherValuation } from './request-another-valuation.service';
import { participationOf } from '../../platform/auth/access';

/** bpo/* and hold: the estimate, the Texas questionnaire and the order of a broker price opinion. */
export const valuationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getValuationContract, async (request) => getValuation(ctx, participationOf(request)));
  contractRoute(app, estimateValueContract, async (request) =>
    estimateValue(ctx, participationOf(request), request.body),
  );
  contractRoute(app, answerPropertyConditionContract, async (request) =>
    answerPropertyCondition(ctx, participationOf(request), request.body),
  );
  contractRoute(app, orderValuationContract, async (request) =>
    orderValuation(ctx, participationOf(request), request.body),
  );
  contractRoute(app, requestAnotherValuationContract, async (request) =>
    requestAnotherValuation(ctx, participationOf(request)),
  );
};
