// Every citation of a product section names one that exists: `docs/product/<page>.md §N` (and `§N.M`, lists such
// as `§4.1, §7`, the links `[<page> §N](...)`) in the code, the tests and the documents must match a heading
// `§N ...` of that page. A section's number is its anchor: it is never reused for another section (docs/product/README.md).
// Every file a document names by its path from the repository's root (`apps/...`, `packages/...`, `docs/...`) exists,
// so that "In the code:" lines follow the code when it moves. Run by `npm test` with the lint; before reading the
// repository it shows on planted citations and paths that it can fail.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const PRODUCT = join(ROOT, 'docs/product');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md', 'CONTRIBUTING.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'coverage', 'test-results', 'playwright-report']);
const EXTENSIONS = /\.(ts|tsx|mjs|js|md|css|html)$/;

const pages = readdirSync(PRODUCT)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => name.slice(0, -'.md'.length));

/** The section numbers of each page, from its headings (`## §3 Entities`, `### §2.1 The signer area`). */
const sectionsOf = (text) => new Set([...text.matchAll(/^#{2,6} §(\d+(?:\.\d+)*)\s/gm)].map((m) => m[1]));

const PAGE = `(${pages.map((page) => page.replace(/[-.]/g, '\\$&')).join('|')})`;
const LIST = '§\\d+(?:\\.\\d+)*(?:(?:,\\s*|\\s+and\\s+|\\s+or\\s+|\\s+to\\s+)§\\d+(?:\\.\\d+)*)*';
// `<page>.md §N...` (a path may come before it) or a link's text `[<page> §N...]`.
const CITATION = new RegExp(`(?:\\b${PAGE}\\.md|\\[${PAGE})\\s+(${LIST})`, 'g');

/** The citations in one text that name a section its page lacks, as `page §N`. */
const brokenIn = (text, sections) =>
  [...text.matchAll(CITATION)].flatMap((match) => {
    const page = match[1] ?? match[2];
    return [...match[3].matchAll(/§(\d+(?:\.\d+)*)/g)]
      .map((m) => m[1])
      .filter((number) => !sections.get(page)?.has(number))
      .map((number) => `${page}.md §${number}`);
  });

const sections = new Map(pages.map((page) => [page, sectionsOf(readFileSync(join(PRODUCT, `${page}.md`), 'utf8'))]));

// The check can fail: a section that exists passes, one that does not is found, in every form read.
const planted = [
  ['docs/product/application-area.md §2.1', []],
  ['docs/product/application-area.md §4.1, §7 and §99', ['application-area.md §99']],
  ['[registration-and-routing §42](product/registration-and-routing.md)', ['registration-and-routing.md §42']],
];
for (const [text, expected] of planted) {
  const found = brokenIn(text, sections);
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    console.error(`check-citations: on "${text}" found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`);
    process.exit(2);
  }
}

const files = (path) => {
  if (!statSync(path).isDirectory()) return EXTENSIONS.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name) && !name.startsWith('.'))
    .flatMap((name) => files(join(path, name)));
};

const SELF = new URL(import.meta.url).pathname;
const broken = SCANNED.map((entry) => join(ROOT, entry)).flatMap((path) =>
  files(path)
    .filter((file) => file !== SELF)
    .flatMap((file) =>
      brokenIn(readFileSync(file, 'utf8'), sections).map((citation) => `${relative(ROOT, file)}: ${citation}`),
    ),
);
if (broken.length > 0) {
  console.error(`Citations of product sections that do not exist (docs/product/README.md):\n${broken.join('\n')}`);
  process.exit(1);
}

// A path in backticks from the repository's root; built files (`dist/`) and patterns (`NNNN`, `<name>`, `*`) are not
// files of the repository.
const PATH = /`((?:apps|packages|docs|e2e|bench|scripts)\/[A-Za-z0-9_./-]+\.[a-z]+)`/g;
const missingIn = (text, exists) =>
  [...text.matchAll(PATH)].map((m) => m[1]).filter((path) => !/\/dist\/|NNNN/.test(path) && !exists(path));

const plantedPaths = missingIn('`scripts/check-citations.mjs` and `apps/web/src/no-such-file.ts`', (path) =>
  existsSync(join(ROOT, path)),
);
if (JSON.stringify(plantedPaths) !== JSON.stringify(['apps/web/src/no-such-file.ts'])) {
  console.error(`check-citations: planted paths found ${JSON.stringify(plantedPaths)}`);
  process.exit(2);
}

const documents = ['docs', 'README.md', 'CONTRIBUTING.md', 'apps/web/src/console/README.md']
  .map((entry) => join(ROOT, entry))
  .flatMap((path) => files(path).filter((file) => file.endsWith('.md')));
const missing = documents.flatMap((file) =>
  missingIn(readFileSync(file, 'utf8'), (path) => existsSync(join(ROOT, path))).map(
    (path) => `${relative(ROOT, file)}: ${path}`,
  ),
);
if (missing.length > 0) {
  console.error(`Files named by the documents that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(
  `check-citations: every citation names a section of docs/product/ (${pages.length} pages), every path a document names exists (${documents.length} documents).`,
);
