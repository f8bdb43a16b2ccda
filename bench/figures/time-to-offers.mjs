// Figure 4: time to offers through the redesigned registration, sandbox delays at 0, typing excluded.
import { assertChromium, newContext } from '../lib/browser.mjs';
import { atMost, compared, seconds, verdict } from '../lib/format.mjs';
import { walkRegistrationToOffers } from '../lib/registration-journey.mjs';
import { REGISTRATION_ENTRY } from './first-screen-bytes.mjs';

const TARGET = atMost(1000, '1.0 s');

export const measureTimeToOffers = async (ctx) => {
  assertChromium();
  const { baseUrl } = await ctx.pageServer(); // started with PROCESSING_DELAY_MS=0
  const browser = await ctx.browser();
  const context = await newContext(browser, { baseUrl });
  try {
    const page = await context.newPage();
    const journey = await walkRegistrationToOffers(page, { entryPath: REGISTRATION_ENTRY }).catch((error) => {
      throw new Error(`registration journey incomplete: ${error.message.split('\n')[0]}`);
    });
    const appMs = journey.totalMs - journey.fillingMs;
    return {
      line: `${verdict(appMs, TARGET, seconds(appMs))}, ${journey.steps.length} steps (${seconds(journey.totalMs)} with filling)`,
      data: {
        ms: compared(Math.round(appMs), TARGET),
        totalMs: Math.round(journey.totalMs),
        fillingMs: Math.round(journey.fillingMs),
        steps: journey.steps,
        submitToOffersMs: journey.submitToOffersMs,
      },
    };
  } finally {
    await context.close();
  }
};
