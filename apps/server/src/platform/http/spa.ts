import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DASHBOARD_LINK,
  DEFAULT_LANGUAGE,
  isLanguage,
  MAIN_SITE_APP_PATHS,
  negotiateLanguage,
  type Language,
  type Organization,
} from '@heloc/domain';
import { NOT_FOUND } from './errors';
import { styleNonceOf } from './security';
import { createAssetFiles, preferredEncoding } from './asset-files';
import { type FirstScreenFragment, firstScreenFragments } from './first-screen';
import { type PageFrameReads, cookiesNamed, pageFrameDrawer } from './first-screen-frame';
import { type FirstScreenFrame, missingBuildPage, renderShell } from './spa-html';
import { CONSOLE_PAGE_FILE, isConsolePath, renderConsolePage } from './console-page';
import { isRegistrationPath, suspendedPage } from './suspended-page';

/** Paths the SPA never owns: an unknown path under these is an API 404, never the HTML shell. */
export const API_PATH =
  /^\/(identity|identity-broker|service-[^/]+|ft|sandbox|waitlist|a|org-assets|brand-assets|api-docs|healthz|assets)(\/|$)/;

// docs/product/registration-and-routing.md §2: the old paths are redirected; docs/product/registration-and-routing.md §2: pop-webchat (every query parameter) survives redirects.
const LEGACY_REDIRECTS: [from: string, to: string][] = [
  ['/account/register', '/account/heloc/register'],
  ['/account/heloc-signer', '/account/heloc/heloc-signer'],
];

/** The cookie the web app keeps the person's language choice in (apps/web/src/lib/i18n/language-store.ts). */
export const LANGUAGE_COOKIE = 'heloc_language';

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

/**
 * The language a page is served in (docs/i18n.md), within what the organisation offers: the person's choice kept in
 * this browser (the language cookie), else the browser's Accept-Language, else the organisation's first language.
 */
export const pageLanguageOf = (request: Pick<FastifyRequest, 'headers'>, org: Organization): Language => {
  const offered = org.orgMetaData.languages?.length ? org.orgMetaData.languages : [DEFAULT_LANGUAGE];
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen) && offered.includes(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header, offered);
};

/** A page of the build (index.html, console.html), read once and read again when the build changes it (its mtime). */
const templateOf = (file: string) => {
  let template: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (template?.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: await fs.readFile(file, 'utf8') };
    return template.html;
  };
};

/** The build's hashed files: their names change with their content, so a browser keeps them a year. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A file answers brotli, gzip or plain by the request's Accept-Encoding: caches must key on it. */
const VARY_BY_ENCODING = 'accept-encoding';

const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

export interface SpaOptions {
  /**
   * What the first registration step's frame shows besides the organisation (the site banners, the webchat flag),
   * read by the modules that own them (app.ts); without it the frame has its footer only.
   */
  pageFrameReads?: PageFrameReads;
  /**
   * The organisation and language a registration page is drawn in when its address previews a partner's draft
   * (docs/organizations.md "Previews"); undefined for any other address.
   */
  pagePreview?: (request: FastifyRequest) => Promise<{ org: Organization; language: Language } | undefined>;
}

/**
 * Serves the Vite build from WEB_DIST_DIR: hashed files under /assets are immutable; every other HTML navigation
 * outside the API gets index.html with the resolved organisation injected, or under /console the operations console's
 * own page, console.html (console-page.ts). Also owns the not-found answer.
 */
export const spaPlugin = fp<SpaOptions>(
  async (app, { pageFrameReads, pagePreview }) => {
    const distDir = app.config.webDistDir;
    const readIndex = templateOf(path.join(distDir, 'index.html'));
    const readConsolePage = templateOf(path.join(distDir, CONSOLE_PAGE_FILE));
    const firstScreens = firstScreenFragments(distDir);
    const frames = pageFrameDrawer((error) =>
      app.log.warn({ err: error }, 'first screen: the frame module could not draw; pages go without it'),
    );

    /**
     * The first registration step's frame for this request (first-screen-frame.ts), with its stylesheets added to the
     * fragment's; the fragment as it is where it has none or it could not be drawn (its placeholders then go).
     */
    const withFrame = async (
      request: FastifyRequest,
      org: Organization,
      language: Language,
      fragment: FirstScreenFragment | undefined,
    ): Promise<{ fragment: FirstScreenFragment | undefined; frame?: FirstScreenFrame }> => {
      const frame = fragment?.frame;
      if (!fragment || !frame) return { fragment };
      const reads = await pageFrameReads?.(org).catch((error: unknown) => {
        // The banners and the flag are extras: the footer still goes out without them.
        request.log.warn({ err: error }, 'first screen: the frame reads failed');
        return undefined;
      });
      const banners = reads?.banners ?? [];
      const drawn = await frames.draw(frame, {
        org,
        language,
        banners,
        cookie: cookiesNamed(request.headers.cookie, frame.cookies),
        isChatOn: reads?.isChatOn ?? false,
      });
      if (!drawn) return { fragment };
      return {
        fragment: { ...fragment, stylesheets: [...fragment.stylesheets, ...frame.stylesheets] },
        // Only banners that were read: the app reads them itself otherwise.
        frame: { drawn, reads: { id: frame.readsId, value: reads ? { banners } : {} } },
      };
    };

    // The build's hashed files, from memory (asset-files.ts); not compressed again on the way out.
    const assets = createAssetFiles(path.join(distDir, 'assets'));
    app.get<{ Params: { name: string } }>(
      '/assets/:name',
      { compress: false, schema: { hide: true } },
      async (request, reply) => {
        const file = await assets.get(request.params.name);
        if (!file) return reply.callNotFound();
        reply
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .header('vary', VARY_BY_ENCODING)
          .header('etag', file.etag);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        const { body, encoding } = await assets.bodyFor(file, preferredEncoding(request.headers['accept-encoding']));
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type(file.contentType).send(body);
      },
    );

    if (existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        // One route for every file, looked up when asked for: a route per file (the build's ~900) took a tenth of
        // the server's cold start to register (docs/decisions.md "Cold start"). A path that is no file goes on to
        // the not-found answer below, as before.
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are, never
        // compressed again while a page loads.
        preCompressed: true,
        cacheControl: false,
        // The pages are only ever sent branded, through the not-found path below.
        allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${CONSOLE_PAGE_FILE}`,
        // The build's hashed files never come this way (the route above answers every /assets/ name), so what does
        // is a file whose name stays the same from one build to the next: kept only a few minutes.
        setHeaders: (res) => {
          res.setHeader('cache-control', 'public, max-age=300');
          res.setHeader('vary', VARY_BY_ENCODING);
        },
      });
    }

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '');
      const preview = isRegistrationPath(pathname) ? await pagePreview?.(request) : undefined;
      const org = preview?.org ?? (await request.resolveOrg());
      const language = preview?.language ?? pageLanguageOf(request, org);
      // A preview is for the console's eyes: never indexed.
      if (preview) reply.header('x-robots-tag', 'noindex');
      // A suspended partner's hosts register no one; its applicants' own pages stay theirs (docs/organizations.md).
      if (
        !preview &&
        isRegistrationPath(pathname) &&
        (await app.orgDirectory()).suspended.has(org.orgCode.toLowerCase())
      ) {
        reply.header('vary', 'accept-language, cookie');
        return reply.code(503).send(suspendedPage(org, language, styleNonceOf(reply.raw), DASHBOARD_LINK.path));
      }
      const html = await readIndex();
      if (!html) return reply.code(503).send(missingBuildPage());
      const { fragment, frame } = await withFrame(
        request,
        org,
        language,
        await firstScreens.fragmentFor(pathname, language),
      );
      // The page differs by the language asked for (no-store already keeps it out of shared caches).
      reply.header('vary', 'accept-language, cookie');
      return reply.send(renderShell(html, org, styleNonceOf(reply.raw), fragment, language, frame));
    };

    const sendConsolePage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const html = await readConsolePage();
      if (!html) return reply.code(503).send(missingBuildPage());
      return reply.send(renderConsolePage(html, await request.resolveOrg(), styleNonceOf(reply.raw)));
    };

    for (const [from, to] of LEGACY_REDIRECTS) {
      const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
        const queryStart = request.url.indexOf('?');
        const search = queryStart === -1 ? '' : request.url.slice(queryStart);
        const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
        return reply.redirect(to + pathname.slice(from.length) + search, 301);
      };
      app.get(from, { schema: { hide: true } }, redirect);
      app.get(`${from}/*`, { schema: { hide: true } }, redirect);
    }

    // docs/product/application-area.md §2.3: the platform's other apps are pages of the lender's main site, sent there
    // with the query string when MAIN_SITE_ORIGIN is set; without a main site, the dashboard this app serves in its
    // place (docs/decisions.md "Platform links").
    const mainSiteOrigin = app.config.mainSiteOrigin?.replace(/\/+$/, '');
    for (const appPath of MAIN_SITE_APP_PATHS) {
      app.get(appPath, { schema: { hide: true } }, async (request, reply) => {
        const queryStart = request.url.indexOf('?');
        const search = queryStart === -1 ? '' : request.url.slice(queryStart);
        return reply.redirect(mainSiteOrigin ? `${mainSiteOrigin}${appPath}${search}` : DASHBOARD_LINK.path, 302);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (wantsHtml(request) && !API_PATH.test(pathname))
        return isConsolePath(pathname) ? sendConsolePage(request, reply) : sendShell(request, reply);
      return reply.code(404).send({ errors: [NOT_FOUND] });
    });
  },
  { name: 'spa', dependencies: ['config', 'org', 'security'] },
);
