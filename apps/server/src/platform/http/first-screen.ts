import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The web build's pre-rendered first registration step (apps/web/dist/first-screen/, issue 14): which paths have
 * one (manifest.json) and their markup, read once and read again when the build changes (its mtime), like index.html.
 */
export const firstScreenFragments = (distDir: string) => {
  const dir = path.join(distDir, 'first-screen');
  let cache: { mtimeMs: number; pages: Map<string, string> } | undefined;

  const load = async (): Promise<Map<string, string>> => {
    const manifestPath = path.join(dir, 'manifest.json');
    const stat = await fs.stat(manifestPath).catch(() => undefined);
    if (!stat) return new Map();
    if (cache?.mtimeMs === stat.mtimeMs) return cache.pages;
    const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as { pages?: Record<string, string> };
    const pages = new Map<string, string>();
    for (const [route, file] of Object.entries(manifest.pages ?? {})) {
      // Only a plain file name of this folder: the manifest never names a path elsewhere.
      if (path.basename(file) !== file) continue;
      const markup = await fs.readFile(path.join(dir, file), 'utf8').catch(() => undefined);
      if (markup) pages.set(route.replace(/\/+$/, ''), markup);
    }
    cache = { mtimeMs: stat.mtimeMs, pages };
    return pages;
  };

  return {
    /** The markup for this path (trailing slash ignored), if the build pre-rendered it. */
    fragmentFor: async (pathname: string): Promise<string | undefined> => (await load()).get(pathname),
  };
};
