import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA (docs/accessibility.md): axe's rules for levels A and AA of WCAG 2.0, 2.1 and 2.2, and its best
// practices.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Where each check is noted (scripts/test.mjs counts the screens checked), when the run asks for it. */
const noteCheck = (page: Page) => {
  const log = process.env.E2E_AXE_LOG;
  if (!log) return;
  const url = new URL(page.url());
  const screen = url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{uuid}');
  appendFileSync(log, `${screen}\n`);
};

/**
 * axe-core's source is large (about half a megabyte): evaluating it costs a few hundred milliseconds of a busy 2-core
 * machine. It is put into each frame of a document once, and the later checks of that document reuse it: the app
 * changes screens without loading a new document, so a journey's checks mostly share one.
 */
async function putAxeIntoFrames(page: Page) {
  for (const frame of page.frames()) {
    const hasAxe = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
    if (!hasAxe) await frame.evaluate(axe.source);
  }
}
/** What AxeBuilder evaluates before each check in place of axe-core's source, which is already in the frames. */
const NOTHING_TO_EVALUATE = ';';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await putAxeIntoFrames(page);
  // Legacy mode runs axe in the page itself, frames included. The other mode finishes every check in a new blank
  // page, which cost about a second a check on a 2-core machine; the rules and their results are the same.
  const results = await new AxeBuilder({ page, axeSource: NOTHING_TO_EVALUATE })
    .setLegacyMode()
    .withTags(WCAG_22_AA)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
  noteCheck(page);
}
