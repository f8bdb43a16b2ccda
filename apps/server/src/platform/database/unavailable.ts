/**
 * When the database cannot be reached (stopped, restarting, failing over, the network cut), a call answers
 * 503 with `{ errors }` at once instead of a 500 or a hang, and the node recovers by itself when the database returns
 * (the pool opens new connections on the next call). This tells those errors from our own faults.
 */

/** SQLSTATE classes and node errors that mean "the database is not there right now", not "the query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Nothing you sent was lost; please try again in a moment.';

/** Seconds a caller should wait before trying again (sent as Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08')) return true; // connection_exception class
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) return true;
  // An AggregateError (IPv4 and IPv6 both refused) carries the reasons inside.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
};
