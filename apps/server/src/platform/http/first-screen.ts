import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageFrame } from './first-screen-frame';

/** Markup for #root and the stylesheets it needs besides the page's own (paths from the site's root). */
export interface FirstScreenFragment {
  markup: string;
  stylesheets: readonly string[];
  /** On a first registration step: the frame the server draws around it (first-screen-frame.ts). */
  frame?: PageFrame | undefined;
}

type Manifest = {
  pages?: Record<string, string>;
  screens?: { path: string; file: string; stylesheets?: string[] }[];
  shell?: string;
  /** The first steps' frame: the module that draws it, each slot's placeholder, its stylesheets. */
  frame?: {
    module?: string;
    slots?: Record<string, string>;
    stylesheets?: string[];
    readsId?: string;
    cookies?: string[];
  };
  /** Per language other than English, the file of each English one in that language (docs/i18n.md). */
  translations?: Record<string, Record<string, string>>;
};

/** Whether `pathname` matches a route pattern of the manifest, where `:name` stands for one non-empty segment. */
export const matchesScreenPattern = (pattern: string, pathname: string): boolean => {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
};

// Only the build's own stylesheets are linked: a manifest naming anything else is ignored.
const BUILD_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
// A slot's placeholder is `{{@name}}`, never an organisation's `{{token}}`; the reads' element has a plain id.
const FRAME_PLACEHOLDER = /^\{\{@\w+\}\}$/;
const ELEMENT_ID = /^[\w-]+$/;

/** The manifest's frame, when it names a module of this folder and well-formed slots; else none. */
const frameOf = (dir: string, manifest: Manifest): PageFrame | undefined => {
  const { module, slots = {}, stylesheets = [], readsId, cookies = [] } = manifest.frame ?? {};
  if (!module || path.basename(module) !== module || !readsId || !ELEMENT_ID.test(readsId)) return undefined;
  return {
    module: path.join(dir, module),
    placeholders: Object.fromEntries(
      Object.entries(slots).filter(([slot, placeholder]) => /^\w+$/.test(slot) && FRAME_PLACEHOLDER.test(placeholder)),
    ),
    stylesheets: stylesheets.filter((s) => BUILD_STYLESHEET.test(s)),
    readsId,
    cookies: cookies.filter((name) => typeof name === 'string'),
  };
};

/**
 * The web build's pre-rendered first registration step, app shell and screen previews
 * (apps/web/dist/first-screen/): which paths have markup of their own (manifest.json), that markup and the
 * shell's, read once and read again when the build changes (its mtime), like index.html.
 */
export const firstScreenFragments = (distDir: string) => {
  const dir = path.join(distDir, 'first-screen');
  /** A fragment with its versions in other languages (English is the fragment itself). */
  type Translated = { fragment: FirstScreenFragment; translations: Map<string, FirstScreenFragment> };
  type Fragments = {
    pages: Map<string, Translated>;
    screens: { pattern: string; fragment: Translated }[];
    shell: Translated | undefined;
  };
  let cache: ({ mtimeMs: number } & Fragments) | undefined;

  // Only a plain file name of this folder: the manifest never names a path elsewhere.
  const read = async (
    file: string,
    stylesheets: readonly string[] = [],
    frame?: PageFrame,
  ): Promise<FirstScreenFragment | undefined> => {
    if (path.basename(file) !== file) return undefined;
    const markup = await fs.readFile(path.join(dir, file), 'utf8').catch(() => undefined);
    return markup === undefined
      ? undefined
      : { markup, stylesheets: stylesheets.filter((s) => BUILD_STYLESHEET.test(s)), frame };
  };

  const readTranslated = async (
    file: string,
    manifest: Manifest,
    stylesheets: readonly string[] = [],
    frame?: PageFrame,
  ): Promise<Translated | undefined> => {
    const fragment = await read(file, stylesheets, frame);
    if (!fragment) return undefined;
    const translations = new Map<string, FirstScreenFragment>();
    for (const [language, files] of Object.entries(manifest.translations ?? {})) {
      const translatedFile = files[file];
      const translated = translatedFile ? await read(translatedFile, stylesheets, frame) : undefined;
      if (translated) translations.set(language, translated);
    }
    return { fragment, translations };
  };

  const load = async (): Promise<Fragments> => {
    const manifestPath = path.join(dir, 'manifest.json');
    const stat = await fs.stat(manifestPath).catch(() => undefined);
    if (!stat) return { pages: new Map(), screens: [], shell: undefined };
    if (cache?.mtimeMs === stat.mtimeMs) return cache;
    const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
    const pages = new Map<string, Translated>();
    const frame = frameOf(dir, manifest);
    for (const [route, file] of Object.entries(manifest.pages ?? {})) {
      const fragment = await readTranslated(file, manifest, [], frame);
      if (fragment) pages.set(route.replace(/\/+$/, ''), fragment);
    }
    const screens: Fragments['screens'] = [];
    for (const screen of manifest.screens ?? []) {
      const fragment = await readTranslated(screen.file, manifest, screen.stylesheets);
      if (fragment) screens.push({ pattern: screen.path.replace(/\/+$/, ''), fragment });
    }
    const shell = manifest.shell ? await readTranslated(manifest.shell, manifest) : undefined;
    cache = { mtimeMs: stat.mtimeMs, pages, screens, shell };
    return cache;
  };

  return {
    /**
     * The markup for this path (trailing slash ignored): its own first step if the build pre-rendered one, else the
     * preview of the screen whose pattern it matches, else the shell every other page opens in; in `language` when
     * the build wrote it in that language, else in English.
     */
    fragmentFor: async (pathname: string, language = 'en'): Promise<FirstScreenFragment | undefined> => {
      const { pages, screens, shell } = await load();
      const found =
        pages.get(pathname) ??
        screens.find(({ pattern }) => matchesScreenPattern(pattern, pathname))?.fragment ??
        shell;
      return found && (found.translations.get(language) ?? found.fragment);
    },
  };
};
