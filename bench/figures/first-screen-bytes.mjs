// Figure 1: compressed bytes the browser loads before the first registration step is usable, the same for the offers
// screen and for the largest route module, and the HTML's own size.
import path from 'node:path';
import { routeModuleSizes } from '../lib/chunk-graph.mjs';
import { offersPagePath } from '../lib/api.mjs';
import { atMost, compared, describeError, kb, notMeasured, verdict } from '../lib/format.mjs';
import { measureScreenBytes } from '../lib/screen-bytes.mjs';
import { largest } from '../lib/sizes.mjs';

export const REGISTRATION_ENTRY = '/account/heloc/register-v2';
const FIRST_STEP_TARGET = atMost(100 * 1024, '100 KB gzip');
const HTML_TARGET = atMost(14 * 1024, '14 KB gzip');

const bytesOf = (screen) => `${kb(screen.total.gzip)} gzip / ${kb(screen.total.brotli)} brotli`;
const summary = (screen) => ({ url: screen.url, usableMs: Math.round(screen.usableMs), total: screen.total, largestFiles: largest(screen.files) });

export const measureFirstScreenBytes = async (ctx) => {
  const parts = [];
  const data = {};
  const { baseUrl } = await ctx.pageServer();
  const browser = await ctx.browser();

  try {
    const entry = await measureScreenBytes(browser, { baseUrl, urlPath: REGISTRATION_ENTRY });
    data.firstRegistrationStep = { ...summary(entry), gzip: compared(entry.total.gzip, FIRST_STEP_TARGET) };
    data.html = { bytes: entry.html.bytes, brotli: entry.html.brotli, gzip: compared(entry.html.gzip, HTML_TARGET) };
    parts.push(`first registration step ${verdict(entry.total.gzip, FIRST_STEP_TARGET, bytesOf(entry))}`);
    parts.push(`HTML ${verdict(entry.html.gzip, HTML_TARGET, `${kb(entry.html.gzip)} gzip (${kb(entry.html.bytes)} raw)`)}`);
  } catch (error) {
    data.firstRegistrationStep = notMeasured(describeError(error));
    parts.push(`first registration step not measured: ${describeError(error)}`);
  }

  try {
    const { token, uuid } = await ctx.offersApplication();
    const offers = await measureScreenBytes(browser, { baseUrl, urlPath: offersPagePath(uuid), token });
    if (!offers.finalUrl.endsWith('/product/select')) throw new Error(`the offers URL led to ${offers.finalUrl}`);
    data.offersScreen = summary(offers);
    parts.push(`offers screen ${bytesOf(offers)}`);
  } catch (error) {
    data.offersScreen = notMeasured(describeError(error));
    parts.push(`offers screen not measured: ${describeError(error)}`);
  }

  try {
    const [biggest] = routeModuleSizes(path.join(ctx.root, 'apps/web/dist'));
    if (!biggest) throw new Error('the build has no lazily loaded route');
    data.largestRoute = { module: biggest.module, method: 'chunk graph of apps/web/dist', total: biggest.total, largestFiles: largest(biggest.files) };
    parts.push(`largest route (${biggest.module.replace(/\.js$/, '')}) ${bytesOf(biggest)}`);
  } catch (error) {
    data.largestRoute = notMeasured(describeError(error));
    parts.push(`largest route not measured: ${describeError(error)}`);
  }

  return { title: 'bytes to first screen', line: parts.join('; '), data };
};
