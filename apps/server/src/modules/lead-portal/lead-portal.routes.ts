import {
  getLoanOriginatorContract,
  getLoanOriginatorLicensedStatesContract,
  getOfferCodeContract,
  getPrepopContract,
  getReferralContract,
  getReferralIdContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../service-context';
import { contractRoute } from '../../platform/http/contract-route';
import {
  getLoanOriginator,
  getOfferCode,
  getPrepop,
  getReferral,
  getReferralStatus,
  sealPlainPrepopBirthDates,
} from './lead-portal.service';

/** docs/product/application-area.md §9: loan originator info is cached 10 minutes. */
const ORIGINATOR_CACHE = 'public, max-age=600';

/** How a visitor arrived: referrals, loan originators, offer codes and affiliate prefill (all public). */
export const leadPortalRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  app.addHook('onReady', async () => {
    await sealPlainPrepopBirthDates(ctx);
  });
  contractRoute(app, getReferralContract, async (request) => getReferral(ctx, request.params.referralUuid));
  contractRoute(app, getReferralIdContract, async (request) => getReferralStatus(ctx, request.params.referralUuid));
  contractRoute(app, getLoanOriginatorContract, async (request, reply) => {
    const originator = await getLoanOriginator(ctx, request.params.loanOriginatorUuid, request.query.organization);
    return reply.header('cache-control', ORIGINATOR_CACHE).send(originator);
  });
  contractRoute(app, getLoanOriginatorLicensedStatesContract, async (request, reply) => {
    const { licensedStates, enforceLicensedStatesForReferral } = await getLoanOriginator(
      ctx,
      request.params.loanOriginatorUuid,
    );
    return reply.header('cache-control', ORIGINATOR_CACHE).send({ licensedStates, enforceLicensedStatesForReferral });
  });
  contractRoute(app, getOfferCodeContract, async (request) => getOfferCode(ctx, request.params.code));
  contractRoute(app, getPrepopContract, async (request) => getPrepop(ctx, request.query.token));
};
