import { HTTP_TIMEOUT_MS } from '@heloc/domain';

/**
 * The one place the app calls `fetch` (docs/architecture.md "The transport and the socket"; eslint.config.js refuses
 * it anywhere else). Small on purpose and free of schemas: the page's first script sends its early calls through it
 * too (lib/early-reads.ts, app/first-screen/api/), before the app's code has arrived.
 */

/**
 * The request as fetch takes it, with the cookies' part always said: 'include' for the customer portal's calls,
 * 'same-origin' for the console's and the chat's. `cache: 'no-store'` reads a file fresh every time (the banners);
 * `keepalive` lets a request outlive the page (a telemetry event sent as the visitor leaves).
 */
export type Outgoing = Omit<RequestInit, 'signal' | 'credentials'> & {
  credentials: RequestCredentials;
  /** The caller's own abort (a query cancelled, a later key pressed). */
  signal?: AbortSignal | undefined;
};

/**
 * Sends one request and hands its response to `read`, both within the time-out every call has (docs/product/application-area.md
 * §7, §9: 30 s): past it, or once the caller aborts, the request is aborted and the promise rejects. `read` gets
 * undefined where the network layer answered nothing at all (docs/product/widgets-and-calculations.md §8).
 */
export async function send<T>(
  url: string,
  outgoing: Outgoing,
  read: (response: Response | undefined) => T | Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (outgoing.signal?.aborted) controller.abort();
  outgoing.signal?.addEventListener('abort', abortFromCaller);
  try {
    const response = (await fetch(url, { ...outgoing, signal: controller.signal })) as Response | undefined;
    return await read(response);
  } finally {
    clearTimeout(timer);
    outgoing.signal?.removeEventListener('abort', abortFromCaller);
  }
}
