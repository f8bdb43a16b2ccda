// The web build's chunk graph, read from apps/web/dist: what the browser loads for each lazily loaded route module of
// the borrower's app. A route module loads the entry (index.html, its script and stylesheet, their static imports) plus
// the module and everything Vite preloads with it (the __vite__mapDeps list: JS and CSS). A nested route also loads its
// parents' modules, so a route module's figure is a lower bound for the page that shows it. The operations console is
// an app of its own in the same folder (console.html): its chunks are no route of the borrower's page, so only the
// files that page can reach are read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sizesOf, totalOf } from './sizes.mjs';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;
const DEPS_LIST = /m\.f=(\[[^\]]*\])/;
const DYNAMIC_IMPORT = /import\("\.\/([^"]+\.js)"\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?/g;

const chunkName = (file) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '.$1');

/** Answers { routes: [{ module, files, total }] } sorted by gzip size, largest first; throws when there is no build. */
export const routeModuleSizes = (distDir) => {
  const htmlPath = path.join(distDir, 'index.html');
  if (!existsSync(htmlPath)) throw new Error(`no web build at ${path.relative(process.cwd(), htmlPath)}`);
  const html = readFileSync(htmlPath, 'utf8');
  const assetsDir = path.join(distDir, 'assets');
  const source = new Map();
  const read = (file) => {
    if (!source.has(file)) source.set(file, readFileSync(path.join(assetsDir, file), 'utf8'));
    return source.get(file);
  };
  const sizes = new Map();
  const sized = (file) => {
    if (!sizes.has(file))
      sizes.set(file, {
        name: chunkName(file),
        file,
        type: file.endsWith('.css') ? 'stylesheet' : 'script',
        ...sizesOf(read(file)),
      });
    return sizes.get(file);
  };

  /** A JS file with everything it imports statically. */
  const closure = (file, into = new Set()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const [, dep] of read(file).matchAll(STATIC_IMPORT)) closure(dep, into);
    return into;
  };

  const entryAssets = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const entry = new Set();
  for (const file of entryAssets) {
    if (file.endsWith('.js')) closure(file, entry);
    else entry.add(file);
  }

  /** Every script the borrower's page can come to load: its entry's, then what they import, at once or lazily. */
  const reachable = new Set();
  const reach = (file) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    for (const [, dep] of read(file).matchAll(STATIC_IMPORT)) reach(dep);
    for (const [, dep] of read(file).matchAll(DYNAMIC_IMPORT)) reach(dep);
  };
  for (const file of entry) if (file.endsWith('.js')) reach(file);

  const routes = new Map();
  for (const file of [...reachable]) {
    const code = read(file);
    const depsList = code.match(DEPS_LIST);
    const deps = depsList ? JSON.parse(depsList[1]).map((p) => p.replace(/^assets\//, '')) : [];
    for (const [, target, indexes] of code.matchAll(DYNAMIC_IMPORT)) {
      const files = new Set([...entry, ...closure(target)]);
      for (const index of indexes ? indexes.split(',').map(Number) : []) if (deps[index]) files.add(deps[index]);
      const existing = routes.get(target);
      if (!existing || existing.size < files.size) routes.set(target, files);
    }
  }

  const htmlSizes = { name: 'index.html', file: 'index.html', type: 'document', ...sizesOf(html) };
  return [...routes]
    .map(([target, files]) => {
      const list = [htmlSizes, ...[...files].map(sized)];
      return { module: chunkName(target), files: list, total: totalOf(list) };
    })
    .sort((a, b) => b.total.gzip - a.total.gzip);
};
