import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { channelListenerOf, writeCountsOf } from '../database/database';
import { type ReadRecord, recordingReads } from '../database/read-record';
import { type AnswerMemory, createAnswerMemory, ROWS_CHANGED_CHANNEL } from './answer-memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whole answers of the remembered reads, per node (answer-memory.ts). */
    answerMemory: AnswerMemory;
  }
  interface FastifyRequest {
    /** Set on a remembered read that was not found in memory: how to keep its answer once sent. */
    answerToRemember: {
      key: string;
      remember: ReturnType<AnswerMemory['begin']>;
      record?: ReadRecord;
      /** What the checks of the caller read before the handler (checkedForAnswer). */
      checked?: ReadRecord;
      /** Lets the callers of the key waiting meanwhile read memory (AnswerMemory.making); called once sent or ended. */
      done: () => void;
    } | null;
  }
}

/**
 * Who asks, as far as the answer can differ: the signed-in identity and its organisation, or the console member with
 * the roles and organisations they have now (a change of either is a new key). No one signed in: not remembered.
 */
const callerOf = (request: FastifyRequest): string | undefined => {
  if (request.auth) return `identity ${request.auth.identityUuid} ${request.auth.orgCode}`;
  if (request.staff) {
    const { memberUuid, roles, orgCodes } = request.staff;
    return `staff ${memberUuid} ${roles.join(',')} ${orgCodes.join(',')}`;
  }
  return undefined;
};

const keyOf = (request: FastifyRequest): string | undefined => {
  const caller = callerOf(request);
  if (!caller) return undefined;
  const { host = '', 'accept-language': language = '' } = request.headers;
  return `answer ${caller}\n${host}\n${language}\n${request.method} ${request.url}`;
};

export const answerMemoryPlugin = fp(
  async (app) => {
    // Answers kept per node for ANSWER_CACHE_MS while no table they read is written; every node hears every write.
    const memory = createAnswerMemory({
      ttlMs: app.config.answerCacheMs,
      writes: writeCountsOf(app.db),
      lookups: app.metrics.answerMemory,
    });
    const listen = channelListenerOf(app.db);
    if (listen) app.addHook('onClose', listen(ROWS_CHANGED_CHANNEL, memory.heard, memory.setListening));
    app.decorate('answerMemory', memory);
    app.decorateRequest('answerToRemember', null);
  },
  { name: 'answer-memory', dependencies: ['config', 'db', 'metrics'] },
);

/**
 * How a read is remembered (contract-route.ts `remembered`). 'per application': the path's `:uuid` is an application's,
 * and of the tables whose rows belong to an application (an `application_uuid` column), the answer reads only that
 * application's rows; it then outlives the writes to other applications' rows (answer-memory.ts).
 */
export type Remembered = true | 'per application';

const applicationOf = (request: FastifyRequest): string | undefined => {
  const { uuid } = request.params as { uuid?: unknown };
  return typeof uuid === 'string' ? uuid : undefined;
};

const mergedRecord = (first: ReadRecord, second: ReadRecord): ReadRecord => ({
  tables: new Set([...first.tables, ...second.tables]),
  until: Math.min(first.until, second.until),
});

/**
 * Runs a check of the caller made after the memory missed and before the handler (the caller's part in the
 * application, platform/auth/participation.ts): what it reads counts for the answer as if the handler had read it, so
 * the answer kept ends at a change of it (a signer removed is answered no more from memory). Outside a remembered read,
 * or on a hit (the check is not made then), it only runs the check.
 */
export const checkedForAnswer = async <T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> => {
  const pending = request.answerToRemember;
  if (!pending) return check();
  const { value, record } = await recordingReads(check);
  pending.checked = record;
  return value;
};

/**
 * A remembered read's hooks: after auth, the answer from memory when it still holds; else the handler runs with its
 * reads recorded, and the body sent with a 200 is kept.
 */
export const rememberedRoute = (app: FastifyInstance, remembered: Remembered) => {
  const answerFromMemory: preHandlerHookHandler = async (request, reply) => {
    const key = keyOf(request);
    if (!key) return;
    const memory = app.answerMemory;
    // No await unless another request is making this answer: the first to miss announces that it makes it at once.
    let body = memory.get(key, app.clock());
    const meanwhile = typeof body === 'string' ? undefined : memory.madeMeanwhile(key, app.clock);
    if (meanwhile) body = await meanwhile;
    if (typeof body === 'string') return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    // Without its application's uuid a read per application is remembered as any other (stale at any write).
    const application = remembered === 'per application' ? applicationOf(request) : undefined;
    request.answerToRemember = { key, remember: memory.begin(application), done: memory.making(key) };
  };
  const recorded =
    <H extends (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>(handler: H) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pending = request.answerToRemember;
      if (!pending) return handler(request, reply);
      const { value, record } = await recordingReads(() => handler(request, reply));
      pending.record = pending.checked ? mergedRecord(pending.checked, record) : record;
      return value;
    };
  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    const pending = request.answerToRemember;
    if (pending?.record && reply.statusCode === 200 && typeof payload === 'string')
      pending.remember(pending.key, payload, pending.record, app.clock());
    pending?.done();
    return payload;
  };
  /** A request that ends without sending (aborted) must not keep the others of its key waiting. */
  const endMaking = async (request: FastifyRequest) => {
    request.answerToRemember?.done();
  };
  return { answerFromMemory, recorded, keepAnswer, endMaking };
};
