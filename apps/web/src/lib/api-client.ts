import { HTTP_TIMEOUT_MS, SESSION_ENDING_MESSAGES } from '@heloc/domain';
import type { Contract, ContractResponse } from '@heloc/domain/contracts';
import { clearToken, getToken, setToken } from './auth-token';
import { takeEarlyRead } from './early-reads';
import { getSpokenLanguage } from './i18n/language-store';
import { fsSessionHeaders } from './session-replay';
import type { Audience } from './transport/audience';
import { contractRequest, type ContractInput } from './transport/contract-request';
import { customerHeaders } from './transport/customer-headers';
import { httpBlob, httpCall, type HttpRequest } from './transport/http-call';
import { uploadWithProgress, type UploadRequest } from './transport/upload-with-progress';

/*
 * The customer portal's side of the transport (docs/architecture.md "The transport and the socket"): the borrower's
 * and the signer's calls. Both are a customer-portal session: the signer's token, from the invitation
 * (features/signer/api/accept-invitation.ts) or the signer login, is kept where the borrower's is (auth-token.ts), so
 * one audience carries both, and its 401 policy sends each to their own login (app/session-expiry.ts).
 */

/** docs/product/application-area.md §7, §9: every call times out after 30 s. */
export { HTTP_TIMEOUT_MS };
export { fillPath } from './transport/paths';

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

/**
 * The borrower and the signer: the org header and the stored token on every call (public ones too), cookies, the
 * language the person reads (docs/i18n.md), a token found in an answer kept; the page's first reads taken rather than
 * asked again. Its 401 policy (docs/product/registration-and-routing.md §8): forget the token, then the app's handler.
 */
const customerAudience: Audience = {
  credentials: 'include',
  defaultHeaders: () => ({ 'Accept-Language': getSpokenLanguage() }),
  credentialHeaders: () => {
    const { Accept: _accept, ...credentials } = customerHeaders({ orgCode: config.orgCode, token: getToken() });
    return credentials;
  },
  keepToken: setToken,
  endsSession: isAuthFailure,
  sessionEnded: () => {
    clearToken();
    config.onSessionExpired?.();
  },
  earlyAnswer: takeEarlyRead,
};

/** One JSON call of the customer portal (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7). */
export const apiRequest = <T = unknown>(req: HttpRequest<T>): Promise<T> => httpCall(customerAudience, req);

/**
 * docs/product/widgets-and-calculations.md §7: the optimize calls of the external context (the flags, the register
 * flow's and the chat's decisions) carry no Authorization: the customer portal's other credentials only.
 */
const externalAudience: Audience = {
  ...customerAudience,
  credentialHeaders: (call) => {
    const { Authorization: _token, ...credentials } = customerAudience.credentialHeaders(call);
    return credentials;
  },
};

const isExternalOptimizeCall = (contract: Contract, input: { params?: unknown }) =>
  contract.service === 'optimize' && (input.params as { context?: string } | undefined)?.context === 'external';

/** A call typed by its domain contract: path, method and answer schema come from the contract. */
export function callContract<C extends Contract>(
  contract: C,
  input: ContractInput<C> = {},
): Promise<ContractResponse<C>> {
  return httpCall(isExternalOptimizeCall(contract, input) ? externalAudience : customerAudience, {
    ...contractRequest(contract, input),
    // docs/product/widgets-and-calculations.md §7: the optimize calls carry the session replay's id and url.
    ...(contract.service === 'optimize' ? { headers: fsSessionHeaders() } : {}),
  });
}

/**
 * A file the API serves as bytes (a stored document, content-disposition: attachment): fetched with the stored token
 * and the org header like every call, and answered as a Blob the page can open through an object URL.
 */
export const apiBlob = (path: string, signal?: AbortSignal): Promise<Blob> =>
  httpBlob(customerAudience, { method: 'GET', path, signal });

/** One multipart upload (POST) with its progress, the org header and the stored token of every call. */
export const apiUpload = <T = unknown>(req: UploadRequest<T>): Promise<T> => uploadWithProgress(customerAudience, req);
