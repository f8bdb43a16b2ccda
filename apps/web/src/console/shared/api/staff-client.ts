import type { Contract, ContractResponse } from '@heloc/domain/contracts';
import type { Audience } from '../../../lib/transport/audience';
import { contractRequest, type ContractInput } from '../../../lib/transport/contract-request';
import { httpBlob, httpCall } from '../../../lib/transport/http-call';
import type { QueryValue } from '../../../lib/transport/paths';

/*
 * The console's audience of the transport (docs/product/operations-console.md §1; docs/architecture.md "The transport
 * and the socket"): staff are not borrowers, so their token is not the borrower's. It is kept in sessionStorage
 * (closing the tab forgets it; the console's other open tabs lend it to a new one, staff-session-tabs.ts), sent as a Bearer token on staff calls only, and never touched by the customer portal's
 * audience; a 401 from a staff call clears it and tells the console (which sends the member to the sign-in screen).
 * It stays in the console's own folder, so a borrower's screen can neither import it nor load it.
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

let tokenEnded: ((token: string) => void) | undefined;

/** Registers who tells the console's other tabs that a token ended (staff-session-tabs.ts). */
export const onStaffTokenEnded = (listener: (token: string) => void): void => {
  tokenEnded = listener;
};

/**
 * Forgets the token in this tab; with `everyTab` (a sign-out, a 401) the console's other tabs holding the same token
 * are told, so the session ends in every tab at once.
 */
export const clearStaffToken = ({ everyTab = false }: { everyTab?: boolean } = {}): void => {
  const token = getStaffToken();
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
  if (everyTab && token) tokenEnded?.(token);
};

let sessionEnded: (() => void) | undefined;

/** The session ended in another tab: forget the token here and tell the console, as a 401 would. */
export const endStaffSessionHere = (): void => {
  clearStaffToken();
  sessionEnded?.();
};

/** Registers what happens once a staff call finds the session ended; returns a function that removes it. */
export const onStaffSessionEnded = (handler: () => void): (() => void) => {
  sessionEnded = handler;
  return () => {
    if (sessionEnded === handler) sessionEnded = undefined;
  };
};

/** The staff token on every call but a public one (sign-in); only a 401 ends the session. */
const staffAudience: Audience = {
  credentials: 'same-origin',
  credentialHeaders: ({ isPublic }): Record<string, string> => {
    const token = getStaffToken();
    return token && !isPublic ? { Authorization: `Bearer ${token}` } : {};
  },
  endsSession: (status) => status === 401,
  sessionEnded: () => {
    clearStaffToken({ everyTab: true });
    sessionEnded?.();
  },
};

/** The query without its empty filters (an unset search box or select sends ''). */
const withoutEmpty = (query: unknown): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, QueryValue>).filter(([, value]) => value !== ''));

/** A staff call typed by its domain contract (packages/domain/src/contracts/staff.ts and console.ts). */
export const staffCall = <C extends Contract>(
  contract: C,
  input: ContractInput<C> = {},
): Promise<ContractResponse<C>> => {
  const request = contractRequest(contract, input);
  return httpCall(staffAudience, { ...request, query: withoutEmpty(request.query) });
};

/** A file a staff call serves as bytes (a document, the audit CSV): fetched with the staff token, as a Blob. */
export const staffBlob = <C extends Contract>(contract: C, params: ContractInput<C>['params']): Promise<Blob> => {
  const { method, path } = contractRequest(contract, { params });
  return httpBlob(staffAudience, { method, path });
};

/**
 * A multipart upload (POST) with the staff token, answered as the contract's success schema (a chat attachment). The
 * browser sets the multipart Content-Type with its boundary.
 */
export const staffUpload = <C extends Contract>(
  contract: C,
  params: ContractInput<C>['params'],
  form: FormData,
  signal?: AbortSignal,
): Promise<ContractResponse<C>> =>
  httpCall(staffAudience, { ...contractRequest(contract, { params, signal }), body: form, isPublic: false });
