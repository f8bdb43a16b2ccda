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

/** The first string (or key) that cannot be stored, with its path; deeper than MAX_DEPTH is refused too. */
const findProblem = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem && `${path}: ${problem}`;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return `${path}: is nested too deeply`;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = problemOf(key);
    if (keyProblem) return `${path || 'body'}: a field name ${keyProblem}`;
    const found = findProblem(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * Text that the database would refuse (a NUL byte, a lone UTF-16 surrogate) is refused at the edge with a
 * 400 naming the field, for every string of the body, query, path and the headers we read, before any handler or
 * validator sees it. Nothing reaches PostgreSQL that it would answer with an error (a 500 to the caller).
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const problem =
        findProblem(request.params, 'params') ??
        findProblem(request.query, 'query') ??
        READ_HEADERS.map((name) => findProblem(request.headers[name], `headers.${name}`)).find(Boolean) ??
        findProblem(request.body, '');
      if (problem) throw new AppError('bad_request', problem.startsWith(': ') ? `body${problem}` : problem);
    });
  },
  { name: 'input-hygiene' },
);
