import { RESPONSE_NOT_JSON_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@heloc/domain';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import type { Audience } from './audience';

const NOT_JSON = Symbol('not JSON');

const tryJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

/** An answer's body: its JSON, or its text when it is not JSON, or undefined when empty. */
export const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  const json = tryJson(text);
  return json === NOT_JSON ? text : json;
};

/** Reads `Bearer <token>` from an Authorization header value. */
const bearerTokenFrom = (header: string | null): string | null => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/** What arrived, however it was sent (fetch or, for an upload's progress, XMLHttpRequest). */
export interface Arrived {
  status: number;
  /** The Authorization header of the answer, if any. */
  authorization: string | null;
  text: string;
}

/**
 * The one reading of an answer: a Bearer token it hands back is kept (docs/product/registration-and-routing.md §7); a
 * refusal becomes an ApiError with the server's errors, after the audience's 401 policy has run (unless the call is
 * public); a success is parsed with the contract's schema: one that is not JSON says so, and one that does not match is
 * 'Something unexpected happened' (docs/product/widgets-and-calculations.md §8).
 */
export const settleAnswer = <T>(
  audience: Audience,
  arrived: Arrived,
  { isPublic, schema }: { isPublic: boolean; schema: z.ZodType<T> | undefined },
): T => {
  const token = bearerTokenFrom(arrived.authorization);
  if (token) audience.keepToken?.(token);
  const body = parseJson(arrived.text);
  if (arrived.status < 200 || arrived.status >= 300) {
    throw refusal(audience, arrived.status, arrived.text, isPublic, body);
  }
  if (!schema) return body as T;
  // docs/product/widgets-and-calculations.md §8: a success that is not JSON says so, not 'unexpected'.
  if (arrived.text && body === arrived.text && tryJson(arrived.text) === NOT_JSON)
    throw new ApiError(arrived.status, body, RESPONSE_NOT_JSON_MESSAGE);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(arrived.status, body, UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
};

/** A refused call's error, after the audience's 401 policy has run (never for a public call). */
export const refusal = (
  audience: Audience,
  status: number,
  text: string,
  isPublic: boolean,
  body = parseJson(text),
) => {
  if (!isPublic && audience.endsSession(status, text)) audience.sessionEnded();
  return new ApiError(status, body);
};

/** A call that never got an answer (network failure, time-out, abort): status 0. */
export const networkFailure = (cause: unknown): ApiError =>
  Object.assign(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE), { cause });
