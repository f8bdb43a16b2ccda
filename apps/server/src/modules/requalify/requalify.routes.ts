import {
  acceptRequalificationContract,
  getRequalificationContract,
  withdrawApplicationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { acceptRequalification, getRequalification, withdrawApplication } from './requalify.service';
import { participationOf } from '../../platform/auth/access';

/** product/prequal-winback: accept the lower line, or withdraw the application. */
export const requalifyRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getRequalificationContract, async (request) => getRequalification(ctx, participationOf(request)));
  contractRoute(app, acceptRequalificationContract, async (request) =>
    acceptRequalification(ctx, participationOf(request)),
  );
  contractRoute(app, withdrawApplicationContract, async (request) =>
    withdrawApplication(ctx, participationOf(request), request.body),
  );
};
