import { joinWaitlistContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { joinWaitlist, sealPlainWaitlistBirthDates } from './waitlist.service';

/** docs/product/registration-and-routing.md §4, §7: the waitlist check that opens the registration submit (public). */
export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  app.addHook('onReady', async () => {
    await sealPlainWaitlistBirthDates(ctx);
  });
  contractRoute(app, joinWaitlistContract, async (request) =>
    joinWaitlist(ctx, await request.resolveOrg(), request.body),
  );
};
