// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRoutePreloads } from './route-preloads';

/*
 * The build lists the code of some screens in the page (vite.config.ts), as the features' routes declare it
 * (src/lib/route-preload.ts). These tests read the app's own declarations, and plant wrong ones in a folder of their
 * own to see the build refuse them.
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '..');

let planted: string | undefined;
afterEach(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
  planted = undefined;
});

/** A web app's folder holding one feature with these files (path from the feature's folder → text). */
const plant = (files: Record<string, string>): string => {
  planted = mkdtempSync(path.join(tmpdir(), 'heloc-route-preloads-'));
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(planted, 'src/features/planted', file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  return planted;
};

describe("the routes' declarations of the code they need early", () => {
  it('name the screens the build lists, from the features that own them', async () => {
    const declared = await readRoutePreloads(WEB_ROOT);
    expect(declared.application).toEqual([
      'src/features/application-shell/layout/application-layout.tsx',
      'src/features/application-shell/application-index-page.tsx',
      'src/shared/application-status/api/first-reads.ts',
      'src/features/offers/offers-page.tsx',
    ]);
    expect(declared.screens).toEqual({
      'signing/sign': ['src/features/closing/signing/sign-page.tsx'],
      conditions: ['src/features/conditions/conditions-page.tsx'],
    });
    expect(Object.keys(declared.firstSteps).sort()).toEqual(['original', 'v2']);
    expect(declared.firstSteps.v2?.[0]).toBe('src/features/registration/register-v2-page.tsx');
  });

  it('leave no screen named in the build configuration', () => {
    const config = readFileSync(path.join(WEB_ROOT, 'vite.config.ts'), 'utf8');
    expect(config.match(/src\/(features|shared)\/[\w/.-]+/g) ?? []).toEqual([]);
  });

  it('resolve a module beside the routes, and refuse one that is not there', async () => {
    const routes = "export const preload = { screens: { planted: ['./planted-page.tsx'] } } satisfies RoutePreload;\n";
    const root = plant({ 'routes.ts': routes, 'planted-page.tsx': 'export const x = 1;\n' });
    expect(await readRoutePreloads(root)).toEqual({
      application: [],
      screens: { planted: ['src/features/planted/planted-page.tsx'] },
      firstSteps: {},
    });
    rmSync(path.join(root, 'src/features/planted/planted-page.tsx'));
    await expect(readRoutePreloads(root)).rejects.toThrow(/names \.\/planted-page\.tsx, which is no file beside it/);
  });

  it.each([
    [
      'a value the build would have to run',
      "const page = './page.tsx';\nexport const preload = { application: [page] };\n",
    ],
    ['a group the build does not know', "export const preload = { everything: ['./page.tsx'] };\n"],
    ['a spread', 'const more = {};\nexport const preload = { ...more };\n'],
  ])('refuse %s', async (_name, routes) => {
    const root = plant({ 'routes.ts': routes, 'page.tsx': 'export const x = 1;\n' });
    await expect(readRoutePreloads(root)).rejects.toThrow(/routes\.ts: preload/);
  });
});
