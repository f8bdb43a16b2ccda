import { createHash, timingSafeEqual } from 'node:crypto';
import {
  acceptSandboxConditionContract,
  moveSandboxClockContract,
  raiseSandboxConditionContract,
  rejectSandboxConditionContract,
  setSandboxStatusContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { contextOf } from '../service-context';
import { decideSandboxCondition, moveSandboxClock, raiseSandboxCondition, setSandboxStatus } from './sandbox.service';

/**
 * The sandbox control API (docs/architecture.md, docs/sandbox.md). Answers 404 unless SANDBOX_MODE is on, and 401 without the
 * right x-sandbox-key; the check runs first, before any validation, so a caller learns nothing else.
 */
// Compares digests so the time taken says nothing about how much of the key was right.
const digest = (value: string) => createHash('sha256').update(value).digest();
const isKey = (given: unknown, expected: string | undefined): boolean =>
  typeof given === 'string' && expected !== undefined && timingSafeEqual(digest(given), digest(expected));

export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  app.addHook('onRequest', async (request) => {
    if (!app.config.sandboxMode) throw new AppError('not_found', NOT_FOUND);
    if (!isKey(request.headers['x-sandbox-key'], app.config.sandboxKey))
      throw new AppError('unauthenticated', 'invalid sandbox key');
  });

  contractRoute(app, setSandboxStatusContract, async (request) =>
    setSandboxStatus(ctx, request.params.uuid, request.body),
  );
  contractRoute(app, moveSandboxClockContract, async (request) =>
    moveSandboxClock(ctx, request.params.uuid, request.body.advanceMs),
  );
  contractRoute(app, raiseSandboxConditionContract, async (request, reply) =>
    reply.code(201).send(await raiseSandboxCondition(ctx, request.params.uuid, request.body)),
  );
  contractRoute(app, acceptSandboxConditionContract, async (request) =>
    decideSandboxCondition(ctx, request.params.uuid, request.params.conditionUuid, { decision: 'ACCEPT' }),
  );
  contractRoute(app, rejectSandboxConditionContract, async (request) =>
    decideSandboxCondition(ctx, request.params.uuid, request.params.conditionUuid, {
      decision: 'REJECT',
      ...request.body,
    }),
  );
};
