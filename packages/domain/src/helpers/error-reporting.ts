/**
 * Which of the web app's errors are reported, and by how many sessions (docs/product/application-area.md §8,
 * docs/product/widgets-and-calculations.md §9).
 */

/**
 * docs/product/widgets-and-calculations.md §9: the error-reporting service's session sample rate, 100 by default: a
 * percentage, so every session reports.
 */
export const ERROR_REPORT_SESSION_SAMPLE_RATE = 100;

/** Ours: one page load sends at most this many reports (a render loop must not flood the server). */
export const MAX_ERROR_REPORTS_PER_PAGE = 10;

/** The longest message, stack and page the report call keeps (ours). */
export const ERROR_REPORT_MESSAGE_MAX = 1000;
export const ERROR_REPORT_STACK_MAX = 8000;

/**
 * docs/product/application-area.md §8: network, fetch, time-out and socket errors are not reported: they say the
 * borrower's connection failed, not that the app did. Matched on the error's name and message (browsers word them
 * differently: "Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed").
 */
const IGNORED_NAMES = /^(AbortError|TimeoutError|NetworkError)$/;
const IGNORED_MESSAGES =
  /network ?error|network request failed|networkerror|failed to fetch|fetch failed|load failed|time-?out|timed out|socket|ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE/i;

export interface ReportableError {
  name?: string | undefined;
  message?: string | undefined;
  /** An API error's HTTP status: 0 means the call never got an answer (docs/product/widgets-and-calculations.md §8). */
  status?: number | undefined;
}

/** Whether an error is one docs/product/application-area.md §8 says to ignore. */
export const isIgnoredClientError = (error: ReportableError): boolean => {
  if (error.status === 0) return true;
  if (error.name && IGNORED_NAMES.test(error.name)) return true;
  return IGNORED_MESSAGES.test(error.message ?? '');
};

/**
 * Whether a session reports its errors: `draw` is a uniform number in [0, 1) drawn once per session, kept for the
 * session so every error of a sampled session is reported and none of another.
 */
export const isSessionSampled = (draw: number, sampleRate: number = ERROR_REPORT_SESSION_SAMPLE_RATE): boolean =>
  draw * 100 < sampleRate;
