// `npm start`: builds the web app and the server (scripts/build-server.mjs) when a build is missing or older than its
// sources, then runs the server's plain JavaScript build (in this process when its Node options are in force).
// `npm run dev` (--dev): runs the server's TypeScript directly, restarts it on change and rebuilds the web app on change.
// Signals are forwarded so Ctrl-C closes the server and its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENTRY, ensureServerBuild, rememberingNewestMtime, serverNodeOptions } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/console.html', 'packages/domain/src'].map((p) =>
  path.join(root, p),
);

// Each source folder is walked once for both checks (the web app and the server share packages/domain/src).
const newest = rememberingNewestMtime();
const buildIsStale = () => {
  const built = statSync(distIndex, { throwIfNoEntry: false });
  return !built || built.mtimeMs < Math.max(...sources.map(newest));
};

if (buildIsStale()) {
  console.log('Building the web app (its build is missing or older than its sources)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@heloc/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app build failed; fix it or run `npm run build` to see why.');
    process.exit(build.status ?? 1);
  }
}

if (!dev) {
  try {
    if (await ensureServerBuild(newest)) {
      console.log('Built the server (its build was missing or older than its sources).');
      // esbuild's own process would otherwise idle on beside a server that runs in this process.
      await (await import('esbuild')).stop();
    }
  } catch (error) {
    console.error(`The server build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The embedded database's Node options (serverNodeOptions) are passed to this script by package.json's start script:
// the server then runs in this process, one Node start fewer (~0.1 s of a cold start on a small machine). With other
// options in force (DATABASE_URL: V8's defaults; or a start script that no longer matches) it runs as a child.
const nodeOptions = serverNodeOptions();
const sorted = (options) => [...options].sort().join(' ');
if (!dev && nodeOptions.length > 0 && sorted(process.execArgv) === sorted(nodeOptions)) {
  // As a child would: the server resolves its default data dir from the repository's root.
  process.chdir(root);
  await import(pathToFileURL(SERVER_ENTRY).href);
} else {
  startChildren();
}

function startChildren() {
  const children = [];
  const start = (command, args) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    children.push(child);
    return child;
  };

  const server = start(
    process.execPath,
    dev ? ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'] : [...nodeOptions, SERVER_ENTRY],
  );
  if (dev) start('npm', ['exec', '-w', '@heloc/web', '--', 'vite', 'build', '--watch']);

  // Ctrl-C reaches the children from the terminal too; the server treats a repeat within a moment as the same request.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) if (child.exitCode === null) child.kill(signal);
    });
  }

  server.on('exit', (code, signal) => {
    for (const child of children) if (child !== server && child.exitCode === null) child.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}
