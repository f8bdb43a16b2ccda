import { expect, type APIRequestContext } from '@playwright/test';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };

/**
 * The instant `npm test` starts the server's clock at for its second run of the closing journeys (scripts/test.mjs
 * names it again): the Friday evening after Thanksgiving 2026, 6:30 pm Central, a weekend ahead. Journeys check the
 * dates they can know from it.
 */
export const HOLIDAY_FRIDAY_EVENING = '2026-11-28T00:30:00Z';

/** One call of the sandbox clock (docs/sandbox.md, "Moving the clock for one application"); answers the status. */
async function moveClock(request: APIRequestContext, uuid: string, advanceMs: number): Promise<string> {
  const res = await request.post(`/sandbox/api/v1/applications/${uuid}/clock`, {
    headers: SANDBOX,
    data: { advanceMs },
  });
  expect(res.ok(), `sandbox clock of ${uuid}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { checklistStatus: string }).checklistStatus;
}

/**
 * Lets time pass for one application a step at a time until its status is `expected`, however long the wait is from
 * the day the test runs (a waiting period that starts on a Thursday evening ends on Monday, later before a holiday).
 * A step of a few hours is shorter than any waiting period the closing has (the right to cancel lasts days), so a
 * status the test waits for is seen before time moves past it. Fails naming the statuses seen.
 */
export async function moveClockUntil(
  request: APIRequestContext,
  uuid: string,
  expected: string,
  { stepMs = 6 * HOUR_MS, maxDays = 21 }: { stepMs?: number; maxDays?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let passed = stepMs; passed <= maxDays * DAY_MS; passed += stepMs) {
    const status = await moveClock(request, uuid, stepMs);
    if (seen.at(-1) !== status) seen.push(status);
    if (status === expected) return;
  }
  throw new Error(
    `${uuid} did not reach ${expected} in ${maxDays} days of sandbox clock (steps of ${stepMs / HOUR_MS} h): ` +
      `it went ${seen.join(' -> ')}, last ${seen.at(-1)}`,
  );
}

/** Lets `totalMs` pass for one application, a step at a time; answers every status seen after a step, in order. */
export async function letTimePass(
  request: APIRequestContext,
  uuid: string,
  totalMs: number,
  stepMs = DAY_MS,
): Promise<string[]> {
  const seen: string[] = [];
  for (let passed = 0; passed < totalMs; passed += stepMs) {
    const status = await moveClock(request, uuid, Math.min(stepMs, totalMs - passed));
    if (seen.at(-1) !== status) seen.push(status);
  }
  return seen;
}
