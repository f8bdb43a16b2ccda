import { CHAT_NONCE_REFRESH_MS } from '../helpers/timing';

/**
 * The chat socket's timing beyond the spec's (helpers/timing.ts holds those: ping 10 s, typing preview 1 s, nonce
 * refresh and hours polling 60 s). The reconnection back-off is ours: 0.5 s doubling to at most 10 s, so a restarted
 * server is found again within seconds without every widget knocking at once.
 */
/** A ping without its pong for this long counts the connection as lost (ours). */
export const CHAT_PONG_TIMEOUT_MS = 5_000;
export const CHAT_RECONNECT_FIRST_DELAY_MS = 500;
export const CHAT_RECONNECT_MAX_DELAY_MS = 10_000;

/** The wait before reconnection attempt `attempt` (0 first): doubling from the first delay, capped. */
export const chatReconnectDelay = (attempt: number): number =>
  Math.min(CHAT_RECONNECT_MAX_DELAY_MS, CHAT_RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt));

/** How long a borrower's nonce stays valid (ours): two refresh periods, so one late refresh does not end it. */
export const CHAT_NONCE_TTL_MS = 2 * CHAT_NONCE_REFRESH_MS;
/** The longest typing preview sent (ours): enough for a message being written, small enough to fan out. */
export const CHAT_TYPING_PREVIEW_MAX = 500;
