// Figure 1: compressed bytes the browser loads before the first registration step is usable (the seeded main brand's,
// and a partner's created after the seed, on its own host), the same for the offers screen and for the largest route module, and the HTML's own size.
import path from 'node:path';
import { assertChromium } from '../lib/browser.mjs';
import { routeModuleSizes } from '../lib/chunk-graph.mjs';
import { offersPagePath } from '../lib/api.mjs';
import { atMost, compared, describeError, kb, notMeasured, verdict } from '../lib/format.mjs';
import { measureScreenBytes } from '../lib/screen-bytes.mjs';
import { largest } from '../lib/sizes.mjs';
import { serverWithNewPartner } from '../lib/new-partner.mjs';

export const REGISTRATION_ENTRY = '/account/heloc/register-v2';
const FIRST_STEP_TARGET = atMost(100 * 1024, '100 KB gzip');
const HTML_TARGET = atMost(14 * 1024, '14 KB gzip');

const bytesOf = (screen) => `${kb(screen.total.gzip)} gzip / ${kb(screen.total.brotli)} brotli`;
const summary = (screen) => ({
  url: screen.url,
  usableMs: Math.round(screen.usableMs),
  total: screen.total,
  largestFiles: largest(screen.files),
});

export const measureFirstScreenBytes = async (ctx) => {
  const parts = [];
  const data = {};
  const measuredScreens = [];
  // Each part stands alone: without a browser or a server the chunk graph is still read.
  const open = async () => {
    assertChromium();
    return { baseUrl: (await ctx.pageServer()).baseUrl, browser: await ctx.browser() };
  };

  try {
    const { baseUrl, browser } = await open();
    const entry = await measureScreenBytes(browser, { baseUrl, urlPath: REGISTRATION_ENTRY });
    measuredScreens.push({ name: 'registration entry', screen: entry });
    data.firstRegistrationStep = { ...summary(entry), gzip: compared(entry.total.gzip, FIRST_STEP_TARGET) };
    data.html = { bytes: entry.html.bytes, brotli: entry.html.brotli, gzip: compared(entry.html.gzip, HTML_TARGET) };
    parts.push(`first registration step ${verdict(entry.total.gzip, FIRST_STEP_TARGET, bytesOf(entry))}`);
    parts.push(
      `HTML ${verdict(entry.html.gzip, HTML_TARGET, `${kb(entry.html.gzip)} gzip (${kb(entry.html.bytes)} raw)`)}`,
    );
  } catch (error) {
    data.firstRegistrationStep = notMeasured(describeError(error));
    parts.push(`first registration step not measured: ${describeError(error)}`);
  }

  // The same target for a partner created after the seed, on its own host (docs/organizations.md).
  try {
    assertChromium();
    const browser = await ctx.browser();
    const partner = await serverWithNewPartner();
    try {
      const entry = await measureScreenBytes(browser, { baseUrl: partner.baseUrl, urlPath: REGISTRATION_ENTRY });
      data.newPartnerFirstStep = { ...summary(entry), gzip: compared(entry.total.gzip, FIRST_STEP_TARGET) };
      parts.push(`a new partner's first step ${verdict(entry.total.gzip, FIRST_STEP_TARGET, bytesOf(entry))}`);
    } finally {
      await partner.stop();
    }
  } catch (error) {
    data.newPartnerFirstStep = notMeasured(describeError(error));
    parts.push(`a new partner's first step not measured: ${describeError(error)}`);
  }

  try {
    const { baseUrl, browser } = await open();
    const { token, uuid } = await ctx.offersApplication();
    const offers = await measureScreenBytes(browser, { baseUrl, urlPath: offersPagePath(uuid), token });
    if (!offers.finalUrl.endsWith('/product/select')) throw new Error(`the offers URL led to ${offers.finalUrl}`);
    measuredScreens.push({ name: 'offers screen', screen: offers });
    data.offersScreen = summary(offers);
    parts.push(`offers screen ${bytesOf(offers)}`);
  } catch (error) {
    data.offersScreen = notMeasured(describeError(error));
    parts.push(`offers screen not measured: ${describeError(error)}`);
  }

  try {
    const largestRoute = findLargestRoute(ctx.root, measuredScreens);
    data.largestRoute = largestRoute.data;
    parts.push(`largest route (${largestRoute.name}) ${bytesOf(largestRoute)}`);
  } catch (error) {
    data.largestRoute = notMeasured(describeError(error));
    parts.push(`largest route not measured: ${describeError(error)}`);
  }

  return { title: 'bytes to first screen', line: parts.join('; '), data };
};

/**
 * The heaviest route: the largest route module of the build's chunk graph (a lower bound: it leaves out a nested
 * route's parents), unless a screen measured in the browser weighs more.
 */
const findLargestRoute = (root, measuredScreens) => {
  const modules = routeModuleSizes(path.join(root, 'apps/web/dist'));
  const [biggest] = modules;
  if (!biggest) throw new Error('the build has no lazily loaded route');
  const topModules = modules.slice(0, 5).map((m) => ({ module: m.module, total: m.total }));
  const heaviestScreen = measuredScreens.sort((a, b) => b.screen.total.gzip - a.screen.total.gzip)[0];
  if (heaviestScreen && heaviestScreen.screen.total.gzip >= biggest.total.gzip) {
    const { name, screen } = heaviestScreen;
    return { name, total: screen.total, data: { route: name, method: 'browser', ...summary(screen), topModules } };
  }
  const name = biggest.module.replace(/\.js$/, '');
  return {
    name,
    total: biggest.total,
    data: {
      route: name,
      method: 'chunk graph of apps/web/dist',
      total: biggest.total,
      largestFiles: largest(biggest.files),
      topModules,
    },
  };
};
