import { HTTP_TIMEOUT_MS } from '@heloc/domain';
import type { Contract, ContractBody, ContractResponse } from '@heloc/domain/contracts';
import type { z } from 'zod';
import { buildUrl, fillPath, parseJson } from '../../../lib/api-client';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-error';

/*
 * The console's own client (docs/product/operations-console.md §1): staff are not borrowers, so their token is not
 * the borrower's. It is kept in sessionStorage (closing the tab ends it), sent as a Bearer token on staff calls only,
 * and never touched by the borrower's client; a 401 from a staff call clears it and tells the console (which sends
 * the member to the sign-in screen).
 */

const TOKEN_KEY = 'heloc.staff-token';

export const getStaffToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const setStaffToken = (token: string): void => sessionStorage.setItem(TOKEN_KEY, token);

export const clearStaffToken = (): void => {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
};

let sessionEnded: (() => void) | undefined;

/** Registers what happens once a staff call finds the session ended; returns a function that removes it. */
export const onStaffSessionEnded = (handler: () => void): (() => void) => {
  sessionEnded = handler;
  return () => {
    if (sessionEnded === handler) sessionEnded = undefined;
  };
};

type QueryValue = string | number | boolean | undefined | null;

/** The query without its empty filters (an unset search box or select sends ''). */
const withoutEmpty = (query: Record<string, QueryValue> | undefined): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== ''));

/** One staff call with its time-out; answers the Response, or throws an ApiError (0 for a network failure). */
const send = async (
  url: string,
  init: { method: string; body?: unknown; form?: FormData; accept: string; isPublic: boolean; signal?: AbortSignal },
): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  init.signal?.addEventListener('abort', abortFromCaller);
  const token = getStaffToken();
  const headers = new Headers({ Accept: init.accept });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token && !init.isPublic) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      credentials: 'same-origin',
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: controller.signal,
    });
  } catch (cause) {
    throw Object.assign(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE), { cause });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortFromCaller);
  }
  if (response.ok) return response;
  const body = parseJson(await response.text().catch(() => ''));
  if (response.status === 401 && !init.isPublic) {
    clearStaffToken();
    sessionEnded?.();
  }
  throw new ApiError(response.status, body);
};

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;
type QueryOf<C extends Contract> = C['querystring'] extends z.ZodType ? z.input<C['querystring']> : undefined;

export interface StaffCallInput<C extends Contract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: ContractBody<C>;
  signal?: AbortSignal;
}

const successSchemaOf = (contract: Contract): z.ZodType | undefined => {
  const status = Object.keys(contract.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status === undefined ? undefined : contract.response[status];
};

/** A JSON answer read with the contract's success schema (as is when the contract names none). */
const parseAnswer = async <C extends Contract>(contract: C, response: Response): Promise<ContractResponse<C>> => {
  const body = parseJson(await response.text());
  const schema = successSchemaOf(contract);
  if (!schema) return body as ContractResponse<C>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, body, UNEXPECTED_ERROR_MESSAGE);
  return parsed.data as ContractResponse<C>;
};

/** A staff call typed by its domain contract (packages/domain/src/contracts/staff.ts and console.ts). */
export async function staffCall<C extends Contract>(
  contract: C,
  input: StaffCallInput<C> = {},
): Promise<ContractResponse<C>> {
  const url = buildUrl(
    fillPath(contract.path, input.params as Record<string, unknown> | undefined),
    withoutEmpty(input.query as Record<string, QueryValue> | undefined),
  );
  const response = await send(url, {
    method: contract.method,
    body: input.body,
    accept: 'application/json',
    isPublic: contract.auth === 'public',
    signal: input.signal,
  });
  return parseAnswer(contract, response);
}

/** A file a staff call serves as bytes (a document, the audit CSV): fetched with the staff token, as a Blob. */
export async function staffBlob<C extends Contract>(contract: C, params: ParamsOf<C>): Promise<Blob> {
  const url = fillPath(contract.path, params as Record<string, unknown>);
  const response = await send(url, { method: 'GET', accept: '*/*', isPublic: false });
  return response.blob();
}

/**
 * A multipart upload (POST) with the staff token, answered as the contract's success schema (a chat attachment). The
 * browser sets the multipart Content-Type with its boundary.
 */
export async function staffUpload<C extends Contract>(
  contract: C,
  params: ParamsOf<C>,
  form: FormData,
  signal?: AbortSignal,
): Promise<ContractResponse<C>> {
  const url = fillPath(contract.path, params as Record<string, unknown>);
  const response = await send(url, { method: 'POST', form, accept: 'application/json', isPublic: false, signal });
  return parseAnswer(contract, response);
}
