// The web build the figures measure. `npm start` rebuilds it when it is older than its sources; the bench does the
// same first, so byte figures describe the current sources and the cold start times the server, not a build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/console.html', 'packages/domain/src'];

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
};

/** The same rule as scripts/start.mjs: missing, or older than any source file. */
export const isBuildStale = (root) => {
  const index = path.join(root, 'apps/web/dist/index.html');
  return (
    !existsSync(index) || statSync(index).mtimeMs < Math.max(...SOURCES.map((p) => newestMtime(path.join(root, p))))
  );
};

/** Rebuilds when stale; answers { rebuilt, ok, error? }. A failed build leaves the previous one (if any) measured. */
export const ensureFreshBuild = (root) => {
  if (!isBuildStale(root)) return { rebuilt: false, ok: true };
  const build = spawnSync('npm', ['run', 'build', '-w', '@heloc/web'], { cwd: root, encoding: 'utf8' });
  if (build.status === 0) return { rebuilt: true, ok: true };
  const why = `${build.stderr ?? ''}${build.stdout ?? ''}`.trim().split('\n').filter(Boolean).slice(-3).join(' | ');
  return { rebuilt: true, ok: false, error: `web build failed: ${why.slice(0, 300)}` };
};
