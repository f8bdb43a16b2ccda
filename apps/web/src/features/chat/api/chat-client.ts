import { HTTP_TIMEOUT_MS } from '@heloc/domain';
import type { Contract, ContractResponse } from '@heloc/domain/contracts';
import type { z } from 'zod';
import { apiRequest, fillPath, parseJson } from '../../../lib/api-client';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-error';

/*
 * The chat's calls that carry a header of their own: the hours calls name the organisation (x-org), the attachment
 * calls the chat's token (x-chat-token). JSON calls go through the app's client (public: a refused chat token never
 * ends the borrower's session); the attachment calls are sent here with fetch, since the client's upload and blob
 * helpers do not take headers and would treat a 401 as the end of the borrower's session.
 */

const successSchemaOf = (contract: Contract): z.ZodType | undefined => {
  const status = Object.keys(contract.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status === undefined ? undefined : contract.response[status];
};

/** A public JSON call of a chat contract with its own headers. */
export const callWithHeaders = <C extends Contract>(
  contract: C,
  input: { headers: Record<string, string>; params?: Record<string, unknown>; body?: unknown; signal?: AbortSignal },
): Promise<ContractResponse<C>> =>
  apiRequest({
    method: contract.method,
    path: fillPath(contract.path, input.params),
    body: input.body,
    headers: input.headers,
    isPublic: true,
    schema: successSchemaOf(contract) as z.ZodType<ContractResponse<C>> | undefined,
    signal: input.signal,
  });

/** One fetch with the call's time-out; a network failure is an ApiError with status 0, a refusal one with its status. */
export const fetchWithToken = async (
  path: string,
  init: { method: string; token: string; body?: BodyInit; accept: string },
): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      credentials: 'same-origin',
      headers: { Accept: init.accept, 'x-chat-token': init.token },
      body: init.body,
      signal: controller.signal,
    });
  } catch (cause) {
    throw Object.assign(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE), { cause });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError(response.status, parseJson(await response.text().catch(() => '')));
  return response;
};
