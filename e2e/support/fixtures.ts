import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * With CLOCK_START (docs/configuration.md) the server's clock started at that instant when the run began
 * (playwright.config.ts keeps when, E2E_CLOCK_ORIGIN); the browser's clock is set to the server's time, then runs
 * on, so a screen that counts down to an instant the server gave (complete's right to cancel) counts from the
 * server's now, not today's. Without CLOCK_START both are the real time and nothing is installed.
 */
export async function withServerClock(context: BrowserContext): Promise<BrowserContext> {
  const start = process.env.CLOCK_START;
  if (start) {
    const origin = Number(process.env.E2E_CLOCK_ORIGIN ?? Date.now());
    await context.clock.install({ time: Date.parse(start) + (Date.now() - origin) });
  }
  return context;
}

/** The journeys' `test`: its page's browser clock agrees with the server's (see withServerClock). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await withServerClock(context));
  },
});
