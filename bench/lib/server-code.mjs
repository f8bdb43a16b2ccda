// The server's own code for a figure, bundled from its sources as the server build is (scripts/build-server.mjs)
// into bench/results (git-ignored), imported, and the bundle removed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundleOptions } from '../../scripts/build-server.mjs';
import { ROOT } from './processes.mjs';

/** `exports`: the bundle's lines (`export { x } from './apps/server/src/...';`), paths from the repository's root. */
export const loadServerCode = async (name, exports) => {
  const { build } = await import('esbuild');
  const result = await build({
    ...serverBundleOptions(),
    write: false,
    stdin: { contents: exports.join('\n'), resolveDir: ROOT, loader: 'ts' },
  });
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `.${name}-code-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].contents);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
};
