import {
  ERROR_REPORT_MESSAGE_MAX,
  ERROR_REPORT_SESSION_SAMPLE_RATE,
  ERROR_REPORT_STACK_MAX,
  MAX_ERROR_REPORTS_PER_PAGE,
  isIgnoredClientError,
  isSessionSampled,
} from '@heloc/domain';
import { type ReportClientErrorBody, reportClientErrorContract } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { ApiError } from './api-error';

/**
 * The web app reports the errors it did not expect (docs/product/application-area.md §8): window errors, unhandled
 * promise rejections and what the error boundaries catch, sent to our server (which may pass them on to a
 * Sentry-compatible project). Network, fetch, time-out and socket errors are not reported; a session reports at
 * the session sample rate of docs/product/widgets-and-calculations.md §9. Reporting never throws.
 */

export type ErrorSource = ReportClientErrorBody['source'];

/** sessionStorage: whether this browser session was drawn to report ('1') or not ('0'). */
export const ERROR_SAMPLING_KEY = 'heloc.error-report-sampled';

export interface ErrorReporterOptions {
  sampleRate?: number;
  /** A uniform number in [0, 1): drawn once per session. */
  random?: () => number;
  send?: (body: ReportClientErrorBody) => Promise<unknown>;
  /** The build that raised the error. */
  appVersion?: () => string;
}

/** The build, told by the hashed name of the page's entry script (`/assets/main-<hash>.js`); 'development' otherwise. */
export const currentAppVersion = (): string => {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  return /\/assets\/[\w-]*?-([\w-]{6,})\.js/.exec(entry)?.[1] ?? 'development';
};

const sessionSampled = (sampleRate: number, random: () => number): boolean => {
  try {
    const kept = sessionStorage.getItem(ERROR_SAMPLING_KEY);
    if (kept === '1' || kept === '0') return kept === '1';
    const sampled = isSessionSampled(random(), sampleRate);
    sessionStorage.setItem(ERROR_SAMPLING_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    return isSessionSampled(random(), sampleRate);
  }
};

interface ErrorLike {
  name: string;
  message: string;
  stack?: string | undefined;
  status?: number | undefined;
}

const describe = (error: unknown): ErrorLike | null => {
  if (error instanceof ApiError) {
    return { name: 'ApiError', message: error.message, stack: error.stack, status: error.status };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error };
  // A DOMException (an abort, a time-out) is not an Error in every engine.
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    const stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : undefined;
    return { name, message: error.message, stack };
  }
  return null;
};

/** A reporter: `report` decides whether an error is sent and sends it, at most once per message and page load. */
export const createErrorReporter = ({
  sampleRate = ERROR_REPORT_SESSION_SAMPLE_RATE,
  random = Math.random,
  send = (body) => callContract(reportClientErrorContract, { body: { ...body, name: body.name ?? 'Error' } }),
  appVersion = currentAppVersion,
}: ErrorReporterOptions = {}) => {
  const sent = new Set<string>();
  return {
    /** Whether the error was sent. */
    report(error: unknown, source: ErrorSource): boolean {
      const described = describe(error);
      // "Script error." is all a browser says of another origin's script: nothing to act on.
      if (!described || !described.message.trim() || described.message === 'Script error.') return false;
      if (isIgnoredClientError(described)) return false;
      if (sent.size >= MAX_ERROR_REPORTS_PER_PAGE || sent.has(described.message)) return false;
      if (!sessionSampled(sampleRate, random)) return false;
      sent.add(described.message);
      const body: ReportClientErrorBody = {
        source,
        name: described.name.slice(0, 100) || 'Error',
        message: described.message.slice(0, ERROR_REPORT_MESSAGE_MAX),
        pathname: window.location.pathname,
        appVersion: appVersion(),
        userAgent: navigator.userAgent.slice(0, 1000),
        ...(described.stack ? { stack: described.stack.slice(0, ERROR_REPORT_STACK_MAX) } : {}),
      };
      // A report that fails is dropped: reporting it would only fail again.
      send(body).catch(() => undefined);
      return true;
    },
  };
};

const appReporter = createErrorReporter();

/** Reports an error an error boundary caught (the router's error screen, the app's last-resort boundary). */
export const reportAppError = (error: unknown): void => {
  appReporter.report(error, 'boundary');
};

/** Listens for the window's errors and unhandled rejections; answers a function that stops listening. */
export const installErrorReporting = (
  target: Window = window,
  reporter: ReturnType<typeof createErrorReporter> = appReporter,
): (() => void) => {
  const onError = (event: ErrorEvent) => reporter.report(event.error ?? { message: event.message }, 'window');
  const onRejection = (event: PromiseRejectionEvent) => reporter.report(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
