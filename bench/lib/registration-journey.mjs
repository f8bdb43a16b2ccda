// The redesigned registration (/account/heloc/register-v2) walked by label, as a visitor would, for the default
// sandbox persona (who gets offers). Each step is recognised by its path, so a flow that skips or reorders steps still
// completes. Labels come from apps/web/src/features/registration (steps/ and fields/).
import { randomUUID } from 'node:crypto';
import { PASSWORD } from './api.mjs';

/** The field labelled exactly `text`, with or without the required asterisk. */
const field = (page, text) => page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\*)?$`));

/** What to enter on each step. Each filler answers once its fields are filled; Continue is clicked afterwards. */
const STEP_FILLERS = {
  '': async (page) => {
    await field(page, 'Property address').fill('123 Main St');
    await field(page, 'City').fill('Austin');
    await field(page, 'State').fill('TX');
    await field(page, 'ZIP code').fill('78701');
    await page.getByRole('radio', { name: 'Primary residence', exact: true }).check();
  },
  'for-sale': async (page) => {
    await page.getByRole('radio', { name: 'No', exact: true }).check();
  },
  'annual-income': async (page) => {
    await field(page, 'Employment type').selectOption({ label: 'Full time' });
    await field(page, 'Annual income (before taxes)').fill('120000');
  },
  'legal-name': async (page) => {
    await field(page, 'First name').fill('Pat');
    await field(page, 'Last name').fill('Smith');
  },
  birthdate: async (page) => {
    await field(page, 'Month (MM)').fill('03');
    await field(page, 'Day (DD)').fill('12');
    await field(page, 'Year (YYYY)').fill('1978');
  },
  'phone-and-email': async (page) => {
    await field(page, 'Email').fill(`bench-${randomUUID().slice(0, 8)}@example.com`);
    await field(page, 'Mobile phone').fill('4155550134');
  },
  'set-password': async (page) => {
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /^I agree to the / }).check();
    await page.getByRole('checkbox', { name: /^I agree to receive communications electronically/ }).check();
  },
};

const stepOf = (url) => new URL(url).pathname.match(/\/register-v2\/?([^/]*)/)?.[1];

/**
 * Runs in the page before any of its scripts: notes, on the page's own clock, when each Continue is pressed and when
 * the next screen is ready (a new step heading, or the offers' first choice). That is the app's time without the
 * driver's: each of its commands (find, check, click, wait) costs a round trip to the browser that no visitor has.
 */
const recordScreenTimes = () => {
  const times = { clicks: [], ready: [], paths: [] };
  window.__screenTimes = times;
  let step = '';
  let path = '';
  let offersShown = false;
  const check = () => {
    const now = performance.now();
    // Every path the page shows, when first rendered: where the submit's time goes (/{uuid}, then the offers).
    if (location.pathname !== path) {
      path = location.pathname;
      times.paths.push({ path, atMs: now });
    }
    const onStep = location.pathname.includes('/register-v2') && document.querySelector('#registration-step-title');
    if (onStep && location.pathname !== step) {
      step = location.pathname;
      times.ready.push(now);
    }
    if (
      !offersShown &&
      location.pathname.endsWith('/product/select') &&
      document.querySelector('main input[type=radio]')
    ) {
      offersShown = true;
      times.ready.push(now);
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[type=submit]'))
        times.clicks.push(event.timeStamp);
    },
    true,
  );
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
};

/**
 * Walks the flow from the entry to the offers screen. Answers { totalMs, fillingMs, steps, submitToOffersMs }:
 * fillingMs is the time spent entering values (excluded from the figure: the visitor's typing is not the app's time);
 * each step's readyMs runs from the navigation or the previous Continue until the step's heading shows.
 */
export const walkRegistrationToOffers = async (page, { entryPath, timeoutMs = 20_000 }) => {
  page.setDefaultTimeout(timeoutMs);
  await page.addInitScript(recordScreenTimes);
  const steps = [];
  let fillingMs = 0;
  const started = performance.now();
  let lastAction = started;
  await page.goto(entryPath, { waitUntil: 'commit' });

  for (let guard = 0; guard < 12; guard += 1) {
    const step = stepOf(page.url());
    if (step === undefined) break;
    const fill = STEP_FILLERS[step];
    if (!fill) throw new Error(`the registration shows a step the journey does not know: /register-v2/${step}`);
    await page.locator('#registration-step-title').waitFor({ state: 'visible' });
    const fillStarted = performance.now();
    steps.push({ step: step || 'index', readyMs: Math.round(fillStarted - lastAction) });
    await fill(page).catch((error) => {
      const waitingFor = error.message.match(/waiting for (.+)/)?.[1] ?? error.message.split('\n')[0];
      throw new Error(`on /register-v2/${step}: could not fill ${waitingFor}`);
    });
    fillingMs += performance.now() - fillStarted;
    const before = page.url();
    lastAction = performance.now();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .waitForURL((url) => url.href !== before, { timeout: timeoutMs })
      .catch(async () => {
        const alert = await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(`stuck on /register-v2/${step}${alert.length ? `: ${alert.join(' | ').slice(0, 200)}` : ''}`);
      });
  }

  await page.waitForURL(/\/product\/select$/, { timeout: timeoutMs }).catch(() => {
    throw new Error(`the journey ended on ${new URL(page.url()).pathname}, not the offers screen`);
  });
  await page.locator('main input[type=radio]').first().waitFor({ state: 'visible' });
  const finished = performance.now();
  return {
    totalMs: finished - started,
    fillingMs,
    steps,
    submitToOffersMs: Math.round(finished - lastAction),
    inPage: await inPageTimes(page, steps.length),
  };
};

/**
 * The app's own time on the page's clock: from the start of the navigation to the first heading, plus from each
 * Continue to the screen it leads to (the last one: the offers). Null when the page's notes do not add up.
 */
const inPageTimes = async (page, stepCount) => {
  const { clicks, ready, paths } = await page.evaluate(() => window.__screenTimes);
  // One heading per step and the offers; one Continue per step (the last one submits).
  if (clicks.length !== stepCount || ready.length !== stepCount + 1) return null;
  const transitionsMs = clicks.map((at, i) => Math.round(ready[i + 1] - at));
  const firstScreenMs = Math.round(ready[0]);
  // After the submit: each screen passed on the way to the offers, from the last Continue.
  const submittedAt = clicks.at(-1);
  const afterSubmit = paths
    .filter((p) => p.atMs >= submittedAt)
    .map((p) => ({
      path: p.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{uuid}'),
      ms: Math.round(p.atMs - submittedAt),
    }));
  return {
    firstScreenMs,
    transitionsMs,
    afterSubmit,
    totalMs: firstScreenMs + transitionsMs.reduce((sum, ms) => sum + ms, 0),
  };
};
