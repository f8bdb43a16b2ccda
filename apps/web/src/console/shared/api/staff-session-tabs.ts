import { endStaffSessionHere, getStaffToken, onStaffTokenEnded, setStaffToken } from './staff-client';

/*
 * One staff session across the console's tabs of a browser (docs/product/operations-console.md §1). The token stays
 * in each tab's sessionStorage, never on disk nor in a cookie: a new tab asks the console's open tabs for it over a
 * BroadcastChannel (same origin, same browser profile only), and a sign-out or an ended session is announced the same
 * way, so every tab holding that token forgets it at once. The server's idle timeout and maximum age still bound the
 * one session whatever the number of tabs; with the last console tab closed, nothing of it is left in the browser.
 */

const CHANNEL = 'heloc.staff-session';
/** How long a new tab waits for an answer: an open tab answers within a few milliseconds. */
const ASK_WAIT_MS = 150;

type TabMessage = { type: 'ask' } | { type: 'token'; token: string } | { type: 'ended'; token: string };

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';

/**
 * Joins the console's tabs: answers their asks with this tab's token, forgets the token when another tab ends it, and,
 * without a token of its own, asks for one; resolves once this tab has a token or none came in time. Without
 * BroadcastChannel each tab keeps its own session, as before.
 */
export const joinStaffSessionTabs = (
  channel: BroadcastChannel | undefined = typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel(CHANNEL),
  waitMs = ASK_WAIT_MS,
): Promise<void> => {
  if (!channel) return Promise.resolve();
  let received: (() => void) | undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabMessage(message)) return;
    const own = getStaffToken();
    if (message.type === 'ask' && own) channel.postMessage({ type: 'token', token: own } satisfies TabMessage);
    else if (message.type === 'token' && !own && typeof message.token === 'string') {
      setStaffToken(message.token);
      received?.();
    } else if (message.type === 'ended' && own !== null && own === message.token) endStaffSessionHere();
  };
  onStaffTokenEnded((token) => channel.postMessage({ type: 'ended', token } satisfies TabMessage));
  if (getStaffToken()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    received = () => {
      clearTimeout(timer);
      resolve();
    };
    channel.postMessage({ type: 'ask' } satisfies TabMessage);
  });
};
