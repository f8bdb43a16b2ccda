import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over what a component test rendered and fails on any violation. jsdom lays nothing out, so the
 * rules that need a layout (colour contrast) are left to the browser journeys (e2e/, docs/accessibility.md).
 */
export const expectNoAxeViolations = async (container: Element) => {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
};
