import { listClientErrorsContract, reportClientErrorContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { listClientErrorRows } from './list-client-errors.service';
import { reportClientError } from './report-client-error.service';

/** The web app's error reports (docs/product/application-area.md §8): the app sends them, admins read them. */
export const errorReportsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, reportClientErrorContract, async (request, reply) => {
    const org = await request.resolveOrg();
    const result = await reportClientError(ctx, org.orgCode, request.body, (reason) =>
      request.log.warn({ reason }, 'an error report was stored but not forwarded to SENTRY_DSN'),
    );
    return reply.code(202).send(result);
  });
  contractRoute(app, listClientErrorsContract, async (request) =>
    listClientErrorRows(ctx, requireStaff(request), request.query.orgCode),
  );
};
