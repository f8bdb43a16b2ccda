import { HTTP_TIMEOUT_MS, RESPONSE_NOT_DEFINED_MESSAGE, SESSION_ENDING_MESSAGES } from '@heloc/domain';
import type { Contract, ContractBody, ContractResponse } from '@heloc/domain/contracts';
import type { z } from 'zod';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { bearerTokenFrom, clearToken, getToken, setToken } from './auth-token';
import { callHeaders } from './call-headers';
import { getSpokenLanguage } from './i18n/language-store';
import { fsSessionHeaders } from './session-replay';
import { takeEarlyRead } from './early-reads';
import { yieldWhereCheap } from './next-task';

/** docs/product/application-area.md §7, §9: every call times out after 30 s. */
export { HTTP_TIMEOUT_MS };

type Method = Contract['method'];
type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequest<T> {
  method: Method;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Public calls (login, registration) answer 401 for other reasons than an ended session: no session handling. */
  isPublic?: boolean;
  /** Parses the successful answer; without it the parsed JSON is returned as is. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The browser cache's part: 'no-store' for a file read fresh every time (the banners). */
  cache?: RequestCache;
}

interface ClientConfig {
  orgCode: string | undefined;
  /** Registered by the app layer: where to send the user once the session ended. The client itself never navigates. */
  onSessionExpired: (() => void) | undefined;
}

const config: ClientConfig = { orgCode: undefined, onSessionExpired: undefined };

export const setApiOrgCode = (orgCode: string): void => {
  config.orgCode = orgCode;
};

/** Registers the session-ended handler; returns a function that removes it. */
export const onSessionExpired = (handler: () => void): (() => void) => {
  config.onSessionExpired = handler;
  return () => {
    if (config.onSessionExpired === handler) config.onSessionExpired = undefined;
  };
};

const AUTH_FAILURE_WORDS: readonly string[] = SESSION_ENDING_MESSAGES;

/** docs/product/registration-and-routing.md §8: 401, or 403 whose message says unauthenticated or invalid signature, ends the session. */
export const isAuthFailure = (status: number, bodyText: string): boolean => {
  if (status === 401) return true;
  const text = bodyText.toLowerCase();
  return status === 403 && AUTH_FAILURE_WORDS.some((word) => text.includes(word));
};

/** A path with its query: undefined and null values are left out. */
export const buildUrl = (
  path: string,
  query: Readonly<Record<string, string | number | boolean | undefined | null>> | undefined,
): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/** An answer's body: its JSON, or its text when it is not JSON, or undefined when empty. */
export const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const buildHeaders = (req: ApiRequest<unknown>): Headers => {
  const { Accept, ...set } = callHeaders({
    orgCode: config.orgCode,
    token: getToken(),
    hasBody: req.body !== undefined,
  });
  // A call's own headers may replace Accept, never the org, the token or the content type. The server answers
  // messages and documents in the language the person reads (docs/i18n.md).
  return new Headers({ Accept, 'Accept-Language': getSpokenLanguage(), ...req.headers, ...set });
};

/** One JSON call with the org header, credentials, stored token and time-out (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7). */
export async function apiRequest<T = unknown>(req: ApiRequest<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  req.signal?.addEventListener('abort', abortFromCaller);

  let response: Response | undefined;
  let text: string;
  try {
    // The request is built and sent in a task of its own where that is cheap: a screen that opens with several reads
    // otherwise sends them all in the one task that mounts it, a fetch costing a millisecond or more of the page's
    // thread each (docs/decisions.md "Performance of the pages").
    const turn = yieldWhereCheap();
    if (turn) await turn;
    const url = buildUrl(req.path, req.query);
    const headers = buildHeaders(req);
    const sentBody = req.body === undefined ? null : JSON.stringify(req.body);
    response = await (takeEarlyRead(req.method, url, headers.get('Authorization'), sentBody) ??
      fetch(url, {
        method: req.method,
        credentials: 'include',
        headers,
        body: sentBody,
        signal: controller.signal,
        ...(req.cache ? { cache: req.cache } : {}),
      }));
    // docs/product/widgets-and-calculations.md §8: a call that resolved without a response.
    if (!response) return Promise.reject(new ApiError(0, undefined, RESPONSE_NOT_DEFINED_MESSAGE));
    text = await response.text();
  } catch (cause) {
    // docs/product/widgets-and-calculations.md §8: status 0 for a network failure (time-outs and aborts included).
    throw Object.assign(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE), { cause });
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', abortFromCaller);
  }

  // docs/product/registration-and-routing.md §7: a Bearer token found in a response is stored and reused.
  const token = bearerTokenFrom(response.headers.get('Authorization'));
  if (token) setToken(token);

  const body = parseJson(text);
  if (!response.ok) {
    if (!req.isPublic && isAuthFailure(response.status, text)) {
      clearToken();
      config.onSessionExpired?.();
    }
    throw new ApiError(response.status, body);
  }
  if (!req.schema) return body as T;
  const parsed = req.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, body, UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;
type QueryOf<C extends Contract> = C['querystring'] extends z.ZodType ? z.input<C['querystring']> : undefined;

export interface ContractInput<C extends Contract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: ContractBody<C>;
  signal?: AbortSignal;
}

/** Fills the Fastify-style `:param` placeholders of a contract path. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

const successSchemaOf = (contract: Contract): z.ZodType | undefined => {
  const status = Object.keys(contract.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status === undefined ? undefined : contract.response[status];
};

/** A call typed by its domain contract: path, method and answer schema come from the contract. */
export function callContract<C extends Contract>(
  contract: C,
  input: ContractInput<C> = {},
): Promise<ContractResponse<C>> {
  return apiRequest({
    method: contract.method,
    path: fillPath(contract.path, input.params as Record<string, unknown> | undefined),
    query: input.query as ApiRequest<unknown>['query'],
    body: input.body,
    isPublic: contract.auth === 'public',
    schema: successSchemaOf(contract) as z.ZodType<ContractResponse<C>> | undefined,
    signal: input.signal,
    // docs/product/widgets-and-calculations.md §7: the optimize calls carry the session replay's id and url.
    ...(contract.service === 'optimize' ? { headers: fsSessionHeaders() } : {}),
  });
}

/**
 * A file the API serves as bytes (a stored document, content-disposition: attachment): fetched with the stored token
 * and the org header like every call, and answered as a Blob the page can open through an object URL.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller);
  try {
    // In a task of its own where that is cheap, as apiRequest sends its calls.
    const turn = yieldWhereCheap();
    if (turn) await turn;
    const headers = buildHeaders({ method: 'GET', path });
    headers.set('Accept', '*/*');
    const response = await fetch(path, { credentials: 'include', headers, signal: controller.signal });
    if (response.ok) return await response.blob();
    const text = await response.text();
    if (isAuthFailure(response.status, text)) {
      clearToken();
      config.onSessionExpired?.();
    }
    throw new ApiError(response.status, parseJson(text));
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw Object.assign(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE), { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

export interface UploadRequest<T> {
  path: string;
  /** The multipart fields and files (the contract's `multipart` names them). */
  form: FormData;
  schema?: z.ZodType<T>;
  /** Called as the bytes go out: the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One multipart upload (POST) with the org header, stored token and time-out of every call. Sent with
 * XMLHttpRequest, the one browser API that reports upload progress; answers and errors as `apiRequest` does.
 */
export function apiUpload<T = unknown>(req: UploadRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', req.path);
    xhr.withCredentials = true;
    xhr.timeout = HTTP_TIMEOUT_MS;
    buildHeaders({ method: 'POST', path: req.path }).forEach((value, name) => xhr.setRequestHeader(name, value));
    const networkError = () => reject(new ApiError(0, undefined, UNEXPECTED_ERROR_MESSAGE));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = networkError;
    xhr.onload = () => {
      const token = bearerTokenFrom(xhr.getResponseHeader('Authorization'));
      if (token) setToken(token);
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (isAuthFailure(xhr.status, xhr.responseText)) {
          clearToken();
          config.onSessionExpired?.();
        }
        reject(new ApiError(xhr.status, body));
        return;
      }
      if (!req.schema) return resolve(body as T);
      const parsed = req.schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, body, UNEXPECTED_ERROR_MESSAGE));
    };
    req.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(req.form);
  });
}
