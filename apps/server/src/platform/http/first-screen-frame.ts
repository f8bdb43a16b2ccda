import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Language, Organization } from '@heloc/domain';
import type { Banner } from '@heloc/domain/contracts';

/**
 * The first registration step's frame: the site banners, the footer (licences, NMLS number, legal lines and links)
 * and the chat's launcher, which the server draws around the build's markup for each request, with the web build's
 * own module (apps/web/src/app/first-screen/page-frame.tsx: the app's components and catalogues, bundled for Node), so
 * a visitor who reads without acting, or without script, has the page's disclosures from its first paint
 * (docs/decisions.md "Performance of the pages").
 */

/** What the frame is drawn from (the web module's PageFrameRequest). */
export interface PageFrameRequest {
  org: Organization;
  language: Language;
  /** The banner file as the banners call answers it. */
  banners: readonly Banner[];
  /**
   * The request's cookies the module reads (PageFrame's `cookies`: the banners this browser dismissed), as a Cookie
   * header; no other cookie of the request reaches it, nor the drawings remembered by what they were drawn from.
   */
  cookie: string | undefined;
  /** Whether the `webchat` flag is on for the organisation. */
  isChatOn: boolean;
}

/** The frame's markup, slot by slot. */
export type DrawnFrame = Readonly<Record<string, string>>;

/** What the server reads for a frame besides the organisation and the language (wired in app.ts from the modules). */
export type PageFrameReads = (org: Organization) => Promise<{ banners: Banner[]; isChatOn: boolean }>;

/** The build's frame (manifest.json's `frame`): its module, each slot's placeholder, its stylesheets. */
export interface PageFrame {
  /** The module's absolute path. */
  module: string;
  placeholders: Readonly<Record<string, string>>;
  stylesheets: readonly string[];
  /** The id of the JSON element that hands the app what the frame was drawn from. */
  readsId: string;
  /** The names of the request's cookies the module reads. */
  cookies: readonly string[];
}

/** Of a Cookie header, the cookies named: undefined when it holds none of them. */
export const cookiesNamed = (header: string | undefined, names: readonly string[]): string | undefined => {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.includes(pair.slice(0, pair.indexOf('='))));
  return kept.length > 0 ? kept.join('; ') : undefined;
};

type RenderPageFrame = (request: PageFrameRequest) => Promise<Record<string, unknown>>;

/** Frames drawn lately, by what they were drawn from: most requests ask for the same few (brand, language, banners). */
const REMEMBERED_FRAMES = 200;

const isRenderer = (value: unknown): value is RenderPageFrame => typeof value === 'function';

/**
 * Draws frames with the build's module: imported on first use (never at start-up: it holds React and the
 * catalogues), again when the build changes (the file's mtime), and its drawings remembered. A module that cannot be
 * loaded (`onError` told once per build) or fails to draw (told each time) answers undefined: the page is then sent
 * without the frame.
 */
export const pageFrameDrawer = (onError: (error: unknown) => void) => {
  let loaded: { module: string; mtimeMs: number; render: Promise<RenderPageFrame | undefined> } | undefined;
  const drawn = new Map<string, Promise<DrawnFrame | undefined>>();

  const rendererOf = async (module: string): Promise<RenderPageFrame | undefined> => {
    const stat = await fs.stat(module).catch(() => undefined);
    if (!stat) return undefined;
    if (loaded?.module !== module || loaded.mtimeMs !== stat.mtimeMs) {
      drawn.clear();
      // The mtime in the address: a new build is a new module to Node, which keeps each one it imported.
      const render = import(`${pathToFileURL(module).href}?v=${stat.mtimeMs}`).then(
        (exports: { renderPageFrame?: unknown }) => {
          if (isRenderer(exports.renderPageFrame)) return exports.renderPageFrame;
          onError(new Error(`${module} exports no renderPageFrame`));
          return undefined;
        },
        (error: unknown) => {
          onError(error);
          return undefined;
        },
      );
      loaded = { module, mtimeMs: stat.mtimeMs, render };
    }
    return loaded.render;
  };

  const slotsOf = (frame: PageFrame, answer: Record<string, unknown>): DrawnFrame =>
    Object.fromEntries(
      Object.keys(frame.placeholders).map((slot) => {
        const markup = answer[slot];
        return [slot, typeof markup === 'string' ? markup : ''];
      }),
    );

  return {
    draw: async (frame: PageFrame, request: PageFrameRequest): Promise<DrawnFrame | undefined> => {
      const render = await rendererOf(frame.module);
      if (!render) return undefined;
      const key = JSON.stringify(request);
      let drawing = drawn.get(key);
      if (drawing) {
        // Most recently used last: the oldest goes first.
        drawn.delete(key);
      } else {
        drawing = render(request).then(
          (answer) => slotsOf(frame, answer),
          (error: unknown) => {
            onError(error);
            drawn.delete(key);
            return undefined;
          },
        );
      }
      drawn.set(key, drawing);
      if (drawn.size > REMEMBERED_FRAMES) drawn.delete(drawn.keys().next().value as string);
      return drawing;
    },
  };
};

/** A slot's placeholder in the build's markup (the web's page-frame-slots.ts); manifest.json names each. */
const PLACEHOLDER = /\{\{@(\w+)\}\}/g;

/**
 * The page's markup with each slot's placeholder replaced by its drawing, or removed where nothing was drawn (the
 * module missing or failing): the step is whole without its frame. One pass, so nothing a drawing holds (a banner's
 * message) is read as a placeholder.
 */
export const fillPageFrame = (markup: string, drawn: DrawnFrame | undefined): string =>
  markup.replace(PLACEHOLDER, (_placeholder, slot: string) =>
    drawn && Object.hasOwn(drawn, slot) ? (drawn[slot] ?? '') : '',
  );
