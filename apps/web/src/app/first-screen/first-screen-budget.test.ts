// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Everything the browser loads until the first registration step can be typed into stays within 100 KB
// gzip, and the HTML within one TCP initial window (14 KB). A byte count of a real production build, not a timing:
// a new import that drags the router, the schemas or a form library into the first screen fails here.
const FIRST_STEP_BUDGET_BYTES = 100 * 1024;
const HTML_BUDGET_BYTES = 14 * 1024;

const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = 'index.html';
const FIRST_SCREEN = 'src/app/first-screen/show-first-screen.tsx';

let outDir: string;
let manifest: Manifest;

/** gzip level 6, as `npm run bench` counts. */
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/**
 * The manifest's entry of a module: under its path, or, where the chunk holding it also holds other modules (the app's
 * start), under that chunk's key, a dynamic entry named after the module.
 */
const entryOf = (key: string) =>
  manifest[key] ??
  Object.values(manifest).find(
    (chunk) => chunk.isDynamicEntry && chunk.name === path.basename(key).replace(/\.[jt]sx?$/, ''),
  );

/** A manifest entry with every chunk it imports statically, and their stylesheets. */
const filesOf = (key: string, into = new Set<string>()): Set<string> => {
  const chunk = entryOf(key);
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
};

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'heloc-web-budget-'));
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    // The test runner sets NODE_ENV=test, which would otherwise give React's development build.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the first registration step (/register-v2 and /register) stays within its bundle budget', () => {
  it('leaves the router, the query cache and the schemas to the app, which loads after it', () => {
    const everything = Object.values(manifest).map((chunk) => chunk.file);
    const firstScreen = [...filesOf(ENTRY), ...filesOf(FIRST_SCREEN)];
    for (const library of [/\/router-/, /\/zod-/, /\/query-/]) {
      expect(everything.some((file) => library.test(file))).toBe(true);
      expect(firstScreen.filter((file) => library.test(file))).toEqual([]);
    }
  });

  it(`loads at most ${FIRST_STEP_BUDGET_BYTES / 1024} KB gzip (HTML, scripts and stylesheets), its HTML at most ${HTML_BUDGET_BYTES / 1024} KB`, () => {
    const html = gzipSize(ENTRY);
    const files = [...new Set([...filesOf(ENTRY), ...filesOf(FIRST_SCREEN)])];
    const sizes = Object.fromEntries(files.map((file) => [file, gzipSize(file)]));
    const total = html + Object.values(sizes).reduce((sum, size) => sum + size, 0);
    expect(html).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    expect(total, `gzip bytes: index.html ${html}, ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(
      FIRST_STEP_BUDGET_BYTES,
    );
  });
});

describe("the first step's page lists the code its Continue needs, to fetch with the app's (app-code.ts)", () => {
  /** The build's list in index.html, by group. */
  const appCodeList = (): Record<string, string[]> => {
    const html = readFileSync(path.join(outDir, ENTRY), 'utf8');
    const json = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1];
    return JSON.parse(json ?? '{}') as Record<string, string[]>;
  };

  it.each([
    [
      'first-step:v2',
      [
        'src/features/registration/register-v2-page.tsx',
        'src/features/registration/steps/property-step.tsx',
        'src/features/registration/steps/for-sale-step.tsx',
        'src/features/registration/steps/home-address-step.tsx',
      ],
    ],
    [
      'first-step:original',
      ['src/features/registration/register-page.tsx', 'src/features/registration/original/property-income-page.tsx'],
    ],
  ])(
    '%s: the flow, its first step and the steps after it, none of them twice or already in the app group',
    (group, modules) => {
      const list = appCodeList();
      const scripts = list[group] ?? [];
      for (const module of modules) expect(scripts).toContain(`/${manifest[module]!.file}`);
      expect(new Set(scripts).size).toBe(scripts.length);
      expect(scripts.filter((file) => list.app?.includes(file))).toEqual([]);
    },
  );

  it('with the stylesheets the imports of the app and of each flow wait for, fetched with their scripts', () => {
    const list = appCodeList();
    // Those the page links already (the entry's) are not fetched again.
    const linked = filesOf(ENTRY);
    const stylesOf = (module: string) =>
      [...filesOf(module)].filter((file) => file.endsWith('.css') && !linked.has(file));
    const app = 'src/app/start-app.tsx';
    expect(stylesOf(app).length).toBeGreaterThan(0);
    for (const css of stylesOf(app)) expect(list.app).toContain(`/${css}`);
    for (const [group, page] of [
      ['first-step:v2', 'src/features/registration/register-v2-page.tsx'],
      ['first-step:original', 'src/features/registration/register-page.tsx'],
    ] as const)
      for (const css of stylesOf(page)) expect([...(list.app ?? []), ...(list[group] ?? [])]).toContain(`/${css}`);
  });
});

describe('the operations console is an app of its own that a borrower never loads (docs/product/operations-console.md §2)', () => {
  const CONSOLE_PAGE = 'console.html';
  const APP = 'src/app/start-app.tsx';
  // The console client's storage key: it is in the console's script, and in no chunk of the borrower's app.
  const CONSOLE_MARK = 'heloc.staff-token';
  const holdsConsoleCode = (file: string) =>
    file.endsWith('.js') && readFileSync(path.join(outDir, file), 'utf8').includes(CONSOLE_MARK);

  it("has its own page, whose script holds the console's staff client", () => {
    const html = readFileSync(path.join(outDir, CONSOLE_PAGE), 'utf8');
    const script = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^assets\/console-/);
    expect(holdsConsoleCode(script!)).toBe(true);
  });

  it("is in none of the borrower's scripts, those the first screen and the app load first or any other", () => {
    const borrowerFiles = [...new Set([...filesOf(ENTRY), ...filesOf(FIRST_SCREEN), ...filesOf(APP)])];
    expect(borrowerFiles.length).toBeGreaterThan(0);
    expect(borrowerFiles.filter(holdsConsoleCode)).toEqual([]);
    // The manifest is the borrower's build's: the console is built in a pass of its own (apps/web/vite.config.ts).
    expect(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter(holdsConsoleCode),
    ).toEqual([]);
  });
});
