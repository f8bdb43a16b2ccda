import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Replaces fetch with a handler keyed by 'METHOD path'; unmatched calls answer 404. Returns the recorded calls. */
export const mockFetch = (routes: Record<string, Handler | Response>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      url,
      method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ errors: [`No mock for ${method} ${path}`] }), { status: 404 });
    return typeof route === 'function' ? route(call) : route.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};
