import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** The header values the server reads as text (the others are only compared or ignored). */
const READ_HEADERS = ['x-org', 'idempotency-key', 'x-sandbox-key', 'authorization', 'host'] as const;
const MAX_DEPTH = 32;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored: PostgreSQL refuses NUL bytes and text that is not valid UTF-16 (a lone surrogate). */
const problemOf = (value: string): string | undefined => {
  if (value.includes(String.fromCharCode(0))) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  return undefined;
};

/**
 * The first string (or key) that cannot be stored, with the keys that lead to it (the last one, for a key, is the key
 * itself); deeper than MAX_DEPTH is refused too. The path is only put together for a problem found.
 */
const findProblem = (value: unknown, depth = 0): { keys: string[]; problem: string } | undefined => {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { keys: [], problem } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { keys: [], problem: 'is nested too deeply' };
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyProblem = problemOf(key);
    if (keyProblem) return { keys: [], problem: `a field name ${keyProblem}` };
    const found = findProblem((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.keys.unshift(key);
      return found;
    }
  }
  return undefined;
};

/** A problem of `value` as the 400's message: `where.path.to.field: problem`, or `body…` for the body itself. */
const problemIn = (value: unknown, where: string): string | undefined => {
  const found = findProblem(value);
  return found && `${[where, ...found.keys].filter(Boolean).join('.') || 'body'}: ${found.problem}`;
};

/**
 * Text that the database would refuse (a NUL byte, a lone UTF-16 surrogate) is refused at the edge with a
 * 400 naming the field, for every string of the body, query, path and the headers we read, before any handler or
 * validator sees it. Nothing reaches PostgreSQL that it would answer with an error (a 500 to the caller).
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      let problem = problemIn(request.params, 'params') ?? problemIn(request.query, 'query');
      for (let i = 0; !problem && i < READ_HEADERS.length; i++)
        problem = problemIn(request.headers[READ_HEADERS[i]!], `headers.${READ_HEADERS[i]}`);
      problem ??= problemIn(request.body, '');
      if (problem) throw new AppError('bad_request', problem);
    });
  },
  { name: 'input-hygiene' },
);
