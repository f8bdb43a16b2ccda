import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
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

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
  noteCheck(page);
}
