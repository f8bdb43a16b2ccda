/**
 * Durations and intervals of docs/product/application-area.md §7, §9 and docs/product/widgets-and-calculations.md §4, §7, §8, §9. Every value is in milliseconds unless its
 * comment says it is a count.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** docs/product/widgets-and-calculations.md §4, §9: once shown, the loading overlay stays at least 1 second. */
export const LOADER_MIN_DURATION_MS = 1 * SECOND_MS;
/** docs/product/widgets-and-calculations.md §4, §9: the loading overlay's default duration is 67 seconds. */
export const LOADER_DEFAULT_DURATION_MS = 67 * SECOND_MS;
/** docs/product/registration-and-routing.md §9: a loader hides 300 ms after its work ends (the 1 s minimum still holds). */
export const LOADER_HIDE_DELAY_MS = 300;
/** docs/product/widgets-and-calculations.md §9: live-region status messages (the loader's announcements) clear after 300 ms. */
export const LIVE_REGION_CLEAR_DELAY_MS = 300;

/** docs/product/widgets-and-calculations.md §9: retry helper default 5 attempts (a count), 1000 ms starting delay, doubling each time. */
export const RETRY_DEFAULT_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 1 * SECOND_MS;
export const RETRY_BACKOFF_FACTOR = 2;

/** docs/product/widgets-and-calculations.md §8, §9: telemetry session establishment is tried up to 3 times (a count). */
export const SESSION_MAX_ATTEMPTS = 3;

/** docs/product/application-area.md §7, §9: every request times out after 30,000 ms. */
export const HTTP_TIMEOUT_MS = 30 * SECOND_MS;
/** docs/product/application-area.md §7, §9: application status stale time 250 ms. */
export const APPLICATION_STATUS_STALE_TIME_MS = 250;
/** docs/product/application-area.md §7, §9: the conditions list is refetched every 60 s. */
export const CONDITIONS_POLL_INTERVAL_MS = 60 * SECOND_MS;
/** docs/product/application-area.md §7, §9: loan originator public info is cached 10 minutes. */
export const LOAN_OFFICER_CACHE_MS = 10 * MINUTE_MS;
/** docs/product/application-area.md §9: the wallet copy confirmation shows for 1 s. */
export const WALLET_COPY_CONFIRMATION_MS = 1 * SECOND_MS;
/** docs/product/application-area.md §9: tooltip hover delay 200 ms. */
export const TOOLTIP_HOVER_DELAY_MS = 200;

/** docs/product/widgets-and-calculations.md §4, §9: a chatbot session expires 10 minutes after the last message. */
export const CHATBOT_SESSION_EXPIRY_MS = 10 * MINUTE_MS;
/** docs/product/widgets-and-calculations.md §4, §9: an agent chat session (its token) expires after 6 hours. */
export const AGENT_SESSION_EXPIRY_MS = 6 * HOUR_MS;
/** docs/product/widgets-and-calculations.md §7, §9: the real-time chat socket pings every 10 seconds. */
export const CHAT_PING_INTERVAL_MS = 10 * SECOND_MS;
/** docs/product/widgets-and-calculations.md §4, §9: the typing preview is sent every 1 second. */
export const CHAT_TYPING_PREVIEW_INTERVAL_MS = 1 * SECOND_MS;
/** docs/product/widgets-and-calculations.md §7, §9: 20 messages of chat history are fetched (a count). */
export const CHAT_HISTORY_FETCH_COUNT = 20;
/** docs/product/widgets-and-calculations.md §4, §9: the borrower-authentication nonce is refreshed every 60 seconds. */
export const CHAT_NONCE_REFRESH_MS = 60 * SECOND_MS;
/** docs/product/widgets-and-calculations.md §7, §9: operating hours (open status) are polled every 60 seconds. */
export const OPERATING_HOURS_POLL_INTERVAL_MS = 60 * SECOND_MS;
/** docs/product/widgets-and-calculations.md §7: the chat stream feature flag is polled every 60 seconds. */
export const CHAT_STREAM_FLAG_POLL_INTERVAL_MS = 60 * SECOND_MS;
