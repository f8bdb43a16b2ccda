import { describe, expect, it } from 'vitest';
import { buildStatus } from '../../testing/application-fixtures';
import { isAbort, pollStatus } from './poll-status';

/** Runs a poll against a list of statuses (the last repeats), recording the waits instead of sleeping. */
interface RunOptions {
  previousStatus?: string;
  currentPath?: string;
  uwDecision?: 'DECLINE';
}

const run = async (statuses: string[], options: RunOptions = {}) => {
  const waits: number[] = [];
  let fetches = 0;
  const outcome = await pollStatus({
    fetchStatus: async () =>
      buildStatus({
        checklistStatus: statuses[Math.min(fetches++, statuses.length - 1)]!,
        uwDecision: options.uwDecision ?? null,
      }),
    previousStatus: options.previousStatus,
    currentPath: options.currentPath ?? '/account/heloc/x',
    signal: new AbortController().signal,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { outcome, waits, fetches };
};

describe('pollStatus (docs/product/registration-and-routing.md §4, §9 through the domain nextPoll)', () => {
  it('backs off from 1 s doubling to 5 s while processing, then acts on the settled status', async () => {
    const { outcome, waits } = await run([
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'HARD_CREDIT_PULL',
      'OFFER_SELECTION',
    ]);
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000]);
    expect(outcome).toMatchObject({ routeStatus: 'OFFER_SELECTION', route: true });
  });

  it('gives up after 14 processing tries with UNKNOWN', async () => {
    const { outcome, fetches } = await run(['WAITING_FOR_TITLE']);
    expect(fetches).toBe(14);
    expect(outcome).toMatchObject({ routeStatus: 'UNKNOWN', route: true });
  });

  it('re-polls an unchanged status up to 7 times after a step', async () => {
    const { fetches, outcome } = await run(['OFFER_SELECTION'], { previousStatus: 'OFFER_SELECTION' });
    expect(fetches).toBe(7);
    expect(outcome.routeStatus).toBe('OFFER_SELECTION');
  });

  it('stops at once on a terminal status, without routing on the disclosures page', async () => {
    const { fetches, outcome } = await run(['DECLINED'], { currentPath: '/account/heloc/x/document/disclosures' });
    expect(fetches).toBe(1);
    expect(outcome.route).toBe(false);
  });

  it('routes at once on an underwriting DECLINE', async () => {
    const { fetches, outcome } = await run(['WAITING_FOR_SOFT_CREDIT'], { uwDecision: 'DECLINE' });
    expect(fetches).toBe(1);
    expect(outcome.route).toBe(true);
  });

  it('stops with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const polling = pollStatus({
      fetchStatus: async () => buildStatus({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }),
      currentPath: '/x',
      signal: controller.signal,
    });
    controller.abort();
    await expect(polling).rejects.toSatisfy(isAbort);
  });
});
