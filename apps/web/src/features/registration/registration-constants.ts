// Registration timings and switches of the web app. Each cites its spec line. Its texts are messages beside the
// screens that show them (docs/i18n.md). Rules and constants the server shares live in the domain package
// (registration/limits.ts).

export { PROCESSING_MODAL_TIMEOUT_MS } from '@heloc/domain';

/** How long each processing message stays up (ours: seven messages over the 30 s time-out). */
export const PROCESSING_MESSAGE_EVERY_MS = 4_000;
