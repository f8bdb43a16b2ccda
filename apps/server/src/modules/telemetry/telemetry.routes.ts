import { sendTelemetryEventContract, startTelemetrySessionContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { recordEvent, startSession, type TelemetryScope } from './telemetry.service';

/** POST /ft/{context}/event and /ft/{context}/session (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7). Public: registration posts before sign-up. */
export const telemetryRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  const scopeOf = async (request: FastifyRequest, context: string): Promise<TelemetryScope> => {
    // Telemetry never fails a page: an unknown organisation is recorded as null rather than refused.
    const orgCode = await request.resolveOrg().then(
      (org) => org.orgCode,
      () => null,
    );
    return { context, orgCode };
  };

  contractRoute(app, sendTelemetryEventContract, async (request) => {
    await recordEvent(ctx, request.body, await scopeOf(request, request.params.context));
    return { ok: true } as const;
  });

  contractRoute(app, startTelemetrySessionContract, async (request) => {
    const sessionKey = await startSession(ctx, request.body, await scopeOf(request, request.params.context));
    return { sessionKey };
  });
};
