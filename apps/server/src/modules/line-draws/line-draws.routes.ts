import { getFundedLineContract, requestLineDrawContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { languageOfRequest } from '../../platform/http/language';
import { contextOf } from '../service-context';
import { getFundedLine } from './get-funded-line.service';
import { requestDraw } from './request-draw.service';
import { participationOf } from '../../platform/auth/access';

/** The funded line on the dashboard, and another draw from it (docs/decisions.md "Draws after funding"). */
export const lineDrawsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getFundedLineContract, async (request) =>
    getFundedLine(ctx, participationOf(request), languageOfRequest(request)),
  );
  contractRoute(app, requestLineDrawContract, async (request) =>
    requestDraw(ctx, participationOf(request), request.body, languageOfRequest(request)),
  );
};
