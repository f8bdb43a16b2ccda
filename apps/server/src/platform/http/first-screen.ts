import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The web build's pre-rendered first registration step and app shell (apps/web/dist/first-screen/, issue 14): which
 * paths have a step of their own (manifest.json), their markup and the shell's, read once and read again when the
 * build changes (its mtime), like index.html.
 */
export const firstScreenFragments = (distDir: string) => {
  const dir = path.join(distDir, 'first-screen');
  type Fragments = { pages: Map<string, string>; shell: string | undefined };
  let cache: ({ mtimeMs: number } & Fragments) | undefined;

  // Only a plain file name of this folder: the manifest never names a path elsewhere.
  const read = async (file: string): Promise<string | undefined> =>
    path.basename(file) === file ? fs.readFile(path.join(dir, file), 'utf8').catch(() => undefined) : undefined;

  const load = async (): Promise<Fragments> => {
    const manifestPath = path.join(dir, 'manifest.json');
    const stat = await fs.stat(manifestPath).catch(() => undefined);
    if (!stat) return { pages: new Map(), shell: undefined };
    if (cache?.mtimeMs === stat.mtimeMs) return cache;
    const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as {
      pages?: Record<string, string>;
      shell?: string;
    };
    const pages = new Map<string, string>();
    for (const [route, file] of Object.entries(manifest.pages ?? {})) {
      const markup = await read(file);
      if (markup) pages.set(route.replace(/\/+$/, ''), markup);
    }
    cache = { mtimeMs: stat.mtimeMs, pages, shell: manifest.shell ? await read(manifest.shell) : undefined };
    return cache;
  };

  return {
    /**
     * The markup for this path (trailing slash ignored): its own first step if the build pre-rendered one, else the
     * shell every other page opens in.
     */
    fragmentFor: async (pathname: string): Promise<string | undefined> => {
      const { pages, shell } = await load();
      return pages.get(pathname) ?? shell;
    },
  };
};
