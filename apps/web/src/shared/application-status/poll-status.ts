import { isOnDisclosuresPage, nextPoll, shouldRouteOnDecision } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';

export interface PollRun {
  fetchStatus: () => Promise<HelocStatus>;
  /** The status before the user's step; undefined on arrival (then a settled status routes at once). */
  previousStatus?: string | undefined;
  /** Absolute path the user is on: the disclosures page holds terminal and DECLINE routing back (docs/product/registration-and-routing.md §4). */
  currentPath: string;
  signal: AbortSignal;
  /** Called after every fetch, so the screen can say what is happening. */
  onStatus?: (status: HelocStatus, attempt: number) => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface PollOutcome {
  /** The last status fetched. */
  status: HelocStatus;
  /** The checklist status to route on: UNKNOWN (or GEN_NOTE_SIGNING) once processing gave up. */
  routeStatus: string;
  route: boolean;
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

const abortError = () => new DOMException('The status check was stopped', 'AbortError');

export const sleepFor = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });

/**
 * Fetches the status until the domain's polling policy (`nextPoll`, docs/product/registration-and-routing.md §4 and §9) says stop: processing
 * statuses back off from 1 s to 5 s for 14 tries, other statuses re-poll up to 7 times until they change.
 * Rejects with an AbortError when `signal` aborts.
 */
export async function pollStatus({
  fetchStatus,
  previousStatus,
  currentPath,
  signal,
  onStatus,
  sleep = sleepFor,
}: PollRun): Promise<PollOutcome> {
  const onDisclosuresPage = isOnDisclosuresPage(currentPath);
  for (let attempt = 1; ; attempt += 1) {
    const status = await fetchStatus();
    if (signal.aborted) throw abortError();
    onStatus?.(status, attempt);
    // docs/product/registration-and-routing.md §4: an underwriting decision of DECLINE triggers routing unless the user is on the disclosures page.
    if (shouldRouteOnDecision(status.uwDecision, currentPath)) {
      return { status, routeStatus: status.checklistStatus, route: true };
    }
    const decision = nextPoll(previousStatus, attempt, status.checklistStatus, { onDisclosuresPage });
    if (decision.action === 'stop') return { status, routeStatus: decision.status, route: decision.route };
    await sleep(decision.delayMs, signal);
  }
}
