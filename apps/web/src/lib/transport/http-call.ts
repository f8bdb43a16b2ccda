import { RESPONSE_NOT_DEFINED_MESSAGE } from '@heloc/domain';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { yieldWhereCheap } from '../next-task';
import type { Audience } from './audience';
import { networkFailure, refusal, settleAnswer } from './answer';
import { buildUrl, type QueryValue } from './paths';
import { send } from './send';
import { withBaseUrl } from './base-url';

export interface HttpRequest<T> {
  method: string;
  path: string;
  query?: Readonly<Record<string, QueryValue>> | undefined;
  /** Sent as JSON, or as is for a multipart form (the browser then sets its boundary). */
  body?: unknown;
  /** Public calls (login, registration) answer 401 for other reasons than an ended session: no session policy. */
  isPublic?: boolean | undefined;
  /** Parses the successful answer; without it the parsed JSON is returned as is. */
  schema?: z.ZodType<T> | undefined;
  signal?: AbortSignal | undefined;
  /** The call's own headers: they may replace Accept and the audience's defaults, never its credentials. */
  headers?: Record<string, string> | undefined;
  cache?: RequestCache | undefined;
}

const isForm = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** The headers of one call: Accept, the audience's defaults, the call's own, then the audience's credentials. */
export const headersOf = (audience: Audience, req: HttpRequest<unknown>, accept: string): Headers =>
  new Headers({
    Accept: accept,
    ...audience.defaultHeaders?.(),
    ...req.headers,
    ...audience.credentialHeaders({ isPublic: req.isPublic === true }),
    ...(req.body !== undefined && !isForm(req.body) ? { 'Content-Type': 'application/json' } : {}),
  });

/**
 * Sends one call for `audience` and answers what `read` makes of the response (within the time-out). The request is
 * built and sent in a task of its own where that is cheap: a screen that opens with several reads otherwise sends
 * them all in the one task that mounts it, a fetch costing a millisecond or more of the page's thread each
 * (docs/decisions.md "Performance of the pages").
 */
const exchange = async <R>(
  audience: Audience,
  req: HttpRequest<unknown>,
  accept: string,
  read: (response: Response) => Promise<R>,
): Promise<R> => {
  const turn = yieldWhereCheap();
  if (turn) await turn;
  const url = buildUrl(req.path, req.query);
  const headers = headersOf(audience, req, accept);
  const body = req.body === undefined ? null : isForm(req.body) ? req.body : JSON.stringify(req.body);
  const readOrFail = (response: Response | undefined) => {
    // docs/product/widgets-and-calculations.md §8: a call that resolved without a response.
    if (!response) throw new ApiError(0, undefined, RESPONSE_NOT_DEFINED_MESSAGE);
    return read(response);
  };
  try {
    const early = audience.earlyAnswer?.(
      req.method,
      url,
      headers.get('Authorization'),
      typeof body === 'string' ? body : null,
    );
    if (early) return await readOrFail(await early);
    const outgoing = { method: req.method, headers, body, credentials: audience.credentials, signal: req.signal };
    return await send(withBaseUrl(url), req.cache ? { ...outgoing, cache: req.cache } : outgoing, readOrFail);
  } catch (cause) {
    // docs/product/widgets-and-calculations.md §8: status 0 for a network failure (time-outs and aborts included).
    if (cause instanceof ApiError) throw cause;
    throw networkFailure(cause);
  }
};

/** One JSON call (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7): its answer parsed with `schema`. */
export async function httpCall<T = unknown>(audience: Audience, req: HttpRequest<T>): Promise<T> {
  const arrived = await exchange(audience, req, 'application/json', async (response) => ({
    status: response.status,
    authorization: response.headers.get('Authorization'),
    text: await response.text(),
  }));
  return settleAnswer(audience, arrived, { isPublic: req.isPublic === true, schema: req.schema });
}

/** A file the API serves as bytes (a stored document, content-disposition: attachment), answered as a Blob. */
export function httpBlob(audience: Audience, req: HttpRequest<never>): Promise<Blob> {
  return exchange(audience, req, '*/*', async (response) => {
    if (response.ok) return response.blob();
    throw refusal(audience, response.status, await response.text().catch(() => ''), req.isPublic === true);
  });
}
