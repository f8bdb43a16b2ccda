import {
  type Audience,
  type Contract,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
  limitsOf,
} from '@heloc/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { type Remembered, rememberedRoute } from './answer-memory.plugin';
import type { TakesPart } from '../auth/participation';
import { admittedAs, audienceChecksOf } from './audience-checks';
import { compiledSerializer } from './compiled-serializer';

export type ContractRequest<C extends Contract> = FastifyRequest<{
  Body: ContractBody<C>;
  Querystring: ContractQuery<C>;
  Params: ContractParams<C>;
}>;

type SuccessBody<C extends Contract> = 200 extends keyof C['response']
  ? C['response'][200] extends z.ZodType
    ? z.input<C['response'][200]>
    : never
  : never;

export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<SuccessBody<C> | FastifyReply>;

export interface ContractRouteOptions {
  /**
   * A read the browser repeats (the status poll): its answers are serialised by a function compiled from
   * the response schema, and its request logs start at warn (its errors are still logged).
   */
  polled?: boolean;
  /**
   * A read a signed-in screen makes when it opens: its answer is kept per node and caller while no table it read is
   * written (answer-memory.ts); 'per application': while no row of its application, or of no application told, is
   * written (answer-memory.plugin.ts).
   */
  remembered?: false | Remembered;
  /** A check of the raw request before it is validated, after the auth's (a message of the spec's own). */
  preValidation?: preHandlerHookHandler;
  /**
   * A 'participant' read that checks the caller's part in the application in its own statement (the status poll,
   * answered from the node's status cache) answers the route builder's check instead of its query, so the check
   * costs the read nothing. Its handler is then handed no participation (access.ts).
   */
  takesPart?: TakesPart;
}

/** How the OpenAPI document names the credentials of each audience (docs.ts). */
const SECURITY: Readonly<Record<Audience, string | undefined>> = {
  public: undefined,
  customer: 'bearerAuth',
  borrower: 'bearerAuth',
  participant: 'bearerAuth',
  agent: 'bearerAuth',
  staff: 'staffSession',
  'staff-partial': 'staffSession',
  sandbox: 'sandboxKey',
};

/**
 * Registers one route from its contract (docs/architecture.md): method, path, the zod schemas for validation,
 * serialisation and the OpenAPI document, and the checks of the audience the contract declares. The handler stays
 * thin: it calls one service function.
 */
export const contractRoute = <C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  { polled = false, remembered = false, preValidation: check, takesPart }: ContractRouteOptions = {},
): void => {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [contract.service],
    summary: contract.summary,
    response: contract.response,
  };
  if (contract.params) schema.params = contract.params;
  if (contract.querystring) schema.querystring = contract.querystring;
  if (contract.headers) schema.headers = contract.headers;
  if (contract.body) schema.body = contract.body;
  // An upload's parts are read and validated by readUpload (multipart.ts); the document only names them.
  if (contract.multipart) schema.consumes = ['multipart/form-data'];
  const security = SECURITY[contract.auth];
  if (security) schema.security = [{ [security]: [] }];

  // Every check of the audience runs before validation: a caller refused learns nothing of the request's shape
  // (401/403/404 before 400). The answer memory answers between the caller's credentials and their part in the
  // application: it keeps an answer only for the caller it was made for, once that caller passed every check, so an
  // answer from memory makes no query for the caller's part (docs/decisions.md "Performance of the server"); an answer
  // made for this very URL validated when it was made. The part is checked once, here, and handed to the handler: a
  // 'borrower' call's before validation, a 'participant' call's after it (where its service checked it before, so
  // every answer stays what it was).
  const memory = remembered ? rememberedRoute(app, remembered) : undefined;
  const checks = audienceChecksOf(app, contract, takesPart ? { takesPart } : {});
  const preValidation: preHandlerHookHandler[] = [...checks.credentials];
  if (memory) preValidation.push(memory.answerFromMemory);
  preValidation.push(...checks.participation);
  if (contract.auth !== 'public') preValidation.push(admittedAs(contract.auth));
  if (check) preValidation.push(check);
  const preHandler = checks.participationAfterValidation;

  // A public call accepts a small body and is rate limited per client address (platform/http/rate-limit.ts).
  const limits = limitsOf(contract);
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    // A call's own limit only ever lowers the server-wide BODY_LIMIT_BYTES.
    ...(limits.bodyLimitBytes ? { bodyLimit: Math.min(limits.bodyLimitBytes, app.config.bodyLimitBytes) } : {}),
    ...(limits.perAddressRateLimit ? { config: { rateLimit: {} } } : {}),
    ...(preValidation.length ? { preValidation } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    ...(polled ? { logLevel: 'warn', serializerCompiler: compiledSerializer } : {}),
    ...(memory ? { onSend: memory.keepAnswer, onResponse: memory.endMaking, onRequestAbort: memory.endMaking } : {}),
    handler: (memory ? memory.recorded(handler as never) : handler) as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
};
