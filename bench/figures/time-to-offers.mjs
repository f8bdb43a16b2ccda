// Figure 4: time to offers through the redesigned registration, sandbox delays at 0, typing excluded. The figure is the
// app's time on the page's own clock (navigation to the first step, then each Continue to the screen it leads to); the
// driver's wall clock, which adds a browser round trip to each of its commands, is reported beside it.
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
    const driverMs = journey.totalMs - journey.fillingMs;
    const { inPage } = journey;
    if (!inPage) throw new Error('the page did not note one screen per Continue');
    return {
      line:
        `${verdict(inPage.totalMs, TARGET, seconds(inPage.totalMs))} on the page's clock (first step ` +
        `${seconds(inPage.firstScreenMs)}, submit to offers ${seconds(inPage.transitionsMs.at(-1))}), ` +
        `${journey.steps.length} steps; ${seconds(driverMs)} by the driver's clock (${seconds(journey.totalMs)} with filling)`,
      data: {
        ms: compared(inPage.totalMs, TARGET),
        inPage,
        driverMs: Math.round(driverMs),
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
