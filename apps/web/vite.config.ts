import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, defineConfig, mergeConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import {
  APP_CODE_ELEMENT_ID,
  firstStepCodeGroup,
  screenCodeGroup,
  type AppCodeList,
} from './src/app/first-screen/app-code';
import { PAGE_FRAME_MODULE_FILE } from './src/app/first-screen/page-frame-slots';
import { readRoutePreloads } from './build/route-preloads';
import { shorterPdfSlices } from './build/shorter-pdf-slices';

// API prefixes answered by the server (apps/server). In `vite dev` they are proxied to it so the page can fetch the
// organisation record and call the API on the same origin; in production the server serves dist/ itself.
const API_PREFIXES = [
  '/identity',
  '/identity-broker',
  '/service-',
  '/waitlist',
  '/ft',
  '/a/external',
  '/sandbox',
  '/api-docs',
  '/health',
  // The operations console's staff and console calls (packages/domain/src/contracts/staff.ts, console.ts).
  '/staff/api/',
  '/console/api/',
];
const DEV_API_TARGET = 'http://localhost:3000';

// React Router's package resolves to its development build (extra warnings and checks, ~5 KB gzip more) unless a
// bundler asks for the production one; the production build has the same API, so the app build uses it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Libraries that change rarely get chunks of their own, so a deploy of the app code leaves them cached and the
// browser fetches them in parallel with the entry (each is linked with modulepreload from index.html).
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  react: ['/node_modules/react/', '/node_modules/react-dom/', '/node_modules/scheduler/'],
  router: ['/node_modules/react-router/'],
  query: ['/node_modules/@tanstack/'],
  zod: ['/node_modules/zod/'],
  // react-intl and the FormatJS parser: the app's, never the first step's (lib/i18n/i18n-context.ts).
  intl: ['/node_modules/react-intl/', '/node_modules/@formatjs/', '/node_modules/intl-messageformat/'],
};
/**
 * Texts only a few lazily loaded screens use, in chunks of their own: shared between a borrower's screen and the
 * operations console, they would otherwise be small shared chunks that the small-chunk merge below folds into a chunk
 * every page loads, so the console would add bytes to a borrower's screens (docs/product/operations-console.md §2).
 */
const TEXT_CHUNKS: Record<string, readonly string[]> = {
  // The adverse action reasons and notice: error/decline and the console's decline.
  'adverse-action': ['/packages/domain/src/underwriting/adverse-action.ts'],
  // The domain's message core (docs/i18n.md), which every module of the domain's texts imports: left to itself it goes
  // into the first chunk above that imports it, and the first registration step would load the adverse action texts.
  'domain-message': ['/packages/domain/src/i18n/message.ts', '/packages/domain/src/i18n/format-plain.ts'],
};
const chunkNamed = (chunks: Record<string, readonly string[]>, id: string): string | undefined =>
  Object.keys(chunks).find((name) => chunks[name]?.some((part) => id.includes(part)));
const vendorChunkOf = (id: string): string | undefined => chunkNamed(VENDOR_CHUNKS, id) ?? chunkNamed(TEXT_CHUNKS, id);

type Chunk = Rollup.OutputChunk;
const chunksOf = (bundle: Rollup.OutputBundle | undefined): Chunk[] =>
  Object.values(bundle ?? {}).filter((out): out is Chunk => out.type === 'chunk');
/** The chunk holding a module (Rollup may have merged it into a shared chunk of another name). */
const chunkOf = (chunks: readonly Chunk[], module: string): Chunk | undefined =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
/** A chunk and its static imports but the entry, dependencies first (React, the largest, is asked for first). */
const staticGraphOf = (chunks: readonly Chunk[], root: string): { scripts: Set<string>; styles: Set<string> } => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || scripts.has(fileName) || chunk.isEntry) return;
    chunk.imports.forEach(visit);
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  visit(root);
  return { scripts, styles };
};

/** The web app's folder, from which the routes' declarations name their modules (build/route-preloads.ts). */
const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * index.html asks at once (modulepreload) for the code the entry script is about to import, so it loads in parallel
 * with the entry instead of after it has run (src/app/main.tsx): the first registration step painted with React alone
 * and the app (start-app and its chunks). It also links the step's stylesheet, so markup of that step put in the page
 * by a server (dist/first-screen) paints styled. The links are marked data-preload: a server that puts markup in the
 * page drops them (apps/server, spa-html.ts), because that page paints before any script and asks for its code after
 * the first paint, or, on the first step, once the visitor acts (src/app/first-screen/wait-for-visitor.ts).
 * The app's scripts and stylesheets, and those of the application area's first screens, are also listed as JSON for
 * that first script (src/app/first-screen/app-code.ts). Which screens' code is listed beside the app's, the routes
 * declare (`preload` in a feature's routes.ts, read by build/route-preloads.ts): the application area's most visited
 * screens, loaded ahead of the router on its every page; a screen of the area by its path relative to /{uuid}/ (run a
 * script per task before the router asks for it, instead of in one task when the router loads the page); a
 * registration flow's page and the steps its first Continue leads to, fetched with the app's code.
 */
const FIRST_SCREEN_MODULE = 'src/app/first-screen/show-first-screen.tsx';
const APP_MODULE = 'src/app/start-app.tsx';
const PRELOAD_ATTRIBUTE = 'data-preload';
const preloadEntryImports = (): Plugin => ({
  name: 'heloc:preload-entry-imports',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html, ctx) => {
      const declared = await readRoutePreloads(WEB_ROOT);
      const chunks = chunksOf(ctx.bundle);
      const screen = chunkOf(chunks, FIRST_SCREEN_MODULE);
      const app = chunkOf(chunks, APP_MODULE);
      if (!screen || !app) return [];
      const step = staticGraphOf(chunks, screen.fileName);
      const whole = staticGraphOf(chunks, app.fileName);
      const linked = (file: string) => html.includes(`/${file}"`);
      const preload = (file: string) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [PRELOAD_ATTRIBUTE]: true },
        injectTo: 'head' as const,
      });
      /**
       * The scripts a module's chunk needs that `listed` does not hold yet, dependencies first, then its stylesheets
       * not listed yet (those the import waits for before it runs).
       */
      const filesAdded = (module: string, listed: ReadonlySet<string>): string[] => {
        const chunk = chunkOf(chunks, module);
        if (!chunk) throw new Error(`preload: no chunk holds ${module}`);
        const { scripts, styles } = staticGraphOf(chunks, chunk.fileName);
        return [...scripts, ...styles].filter((file) => !listed.has(file));
      };
      const wholeFiles = new Set([...whole.scripts, ...whole.styles]);
      const application = new Set(declared.application.flatMap((module) => filesAdded(module, wholeFiles)));
      const listed = new Set([...wholeFiles, ...application]);
      const screens = Object.entries(declared.screens).map(([screenPath, modules]) => {
        const added = new Set(modules.flatMap((module) => filesAdded(module, listed)));
        return [screenCodeGroup(screenPath), [...added].map((file) => `/${file}`)] as const;
      });
      const firstSteps = Object.entries(declared.firstSteps).map(([kind, modules]) => {
        const added = new Set(modules.flatMap((module) => filesAdded(module, wholeFiles)));
        const group = firstStepCodeGroup(kind as Parameters<typeof firstStepCodeGroup>[0]);
        return [group, [...added].map((file) => `/${file}`)] as const;
      });
      const appCode: AppCodeList = {
        app: [...wholeFiles].map((file) => `/${file}`),
        application: [...application].map((file) => `/${file}`),
        ...Object.fromEntries(screens),
        ...Object.fromEntries(firstSteps),
      };
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: APP_CODE_ELEMENT_ID },
          children: JSON.stringify(appCode),
        },
        ...[...new Set([...whole.scripts, ...step.scripts])].filter((file) => !linked(file)).map(preload),
        ...[...step.styles]
          .filter((file) => !linked(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
      ];
    },
  },
});

/**
 * The module the server runs to draw the first registration step's frame (site banners, footer, chat launcher) for
 * each request (src/app/first-screen/page-frame.tsx), bundled for Node with everything it imports, React and the
 * catalogues included, so it runs wherever the build is copied, without the web app's packages.
 */
const PAGE_FRAME_ENTRY = 'src/app/first-screen/page-frame.tsx';
const buildPageFrameModule = async (root: string, dir: string) =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    // React's production build, whatever NODE_ENV the server runs with; the domain's schemas as the app builds them.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __SCHEMAS_ON_FIRST_USE__: 'true' },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: PAGE_FRAME_ENTRY,
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      // Without comments: Node keeps a module's source for as long as the server runs.
      minify: true,
      rollupOptions: { output: { entryFileNames: PAGE_FRAME_MODULE_FILE, inlineDynamicImports: true } },
    },
  });

/**
 * Writes dist/first-screen/: the first registration step as static HTML per path, the shell and the screens' previews,
 * in English and Spanish (docs/i18n.md), with the organisation left as tokens (src/app/first-screen/prerender.tsx), for a server to put in the page so it
 * paints before any script runs; and the module that draws the first step's frame per request.
 */
const prerenderFirstScreen = (): Plugin => {
  let root = '';
  let outDir = '';
  let chunks: Chunk[] = [];
  /** The stylesheets (paths from the site's root) of the chunks of these modules and their static imports. */
  const stylesheetsOf = (modules: readonly string[]): string[] => {
    const styles = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOf(chunks, module);
      // A preview naming a module the build no longer has would paint unstyled: the build fails instead.
      if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
      for (const css of staticGraphOf(chunks, chunk.fileName).styles) styles.add(`/${css}`);
    }
    return [...styles];
  };
  return {
    name: 'heloc:prerender-first-screen',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle: (_options, bundle) => {
      chunks = chunksOf(bundle);
    },
    closeBundle: async () => {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const { prerenderFirstScreens } = (await server.ssrLoadModule('/src/app/first-screen/prerender.tsx')) as {
          prerenderFirstScreens: (stylesheets: typeof stylesheetsOf) => Promise<Record<string, string>>;
        };
        const dir = path.join(outDir, 'first-screen');
        mkdirSync(dir, { recursive: true });
        for (const [file, text] of Object.entries(await prerenderFirstScreens(stylesheetsOf)))
          writeFileSync(path.join(dir, file), text);
      } finally {
        await server.close();
      }
      await buildPageFrameModule(root, path.join(outDir, 'first-screen'));
    },
  };
};

/**
 * Every script, stylesheet and image of the build also written compressed at the highest levels (brotli 11,
 * gzip 9), which the server sends as they are (@fastify/static preCompressed): no CPU spent compressing while a
 * page loads, and smaller than the on-the-fly compression could afford. index.html is branded per request instead.
 */
const precompressed = () =>
  compression({
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    include: /\.(js|mjs|css|svg|json|txt|map)$/,
    threshold: 1024,
  });

/**
 * What the borrower's app and the operations console build alike (the console's pass, consoleApp below).
 */
const appBuild = (command: 'build' | 'serve'): UserConfig => ({
  // The domain's module-level schemas are built on first use, not as the contracts load (packages/domain's
  // helpers/lazy-schema.ts, docs/decisions.md "Schemas built on first use").
  define: { __SCHEMAS_ON_FIRST_USE__: 'true' },
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    // Every browser the app supports runs ES2022, so class fields, top-level await and `??=` stay untranspiled.
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks: vendorChunkOf,
        // No merge of small chunks: Rollup merges a chunk it finds free of side effects into any other, and every
        // screen's message catalogue is such a chunk (docs/i18n.md), so the merge put other screens' texts, and Spanish
        // ones, into what the first registration step loads. The first step's budget test holds the bytes; the
        // requests are more (a dozen small ones, in parallel, where the server did not pre-render the step).
        experimentalMinChunkSize: 0,
      },
      // The domain package defines its schemas and tables at module level, which Rollup must otherwise keep as possible
      // side effects; it is pure by rule (docs/architecture.md), so what no code uses is dropped and the entry chunk
      // stays small.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
});

/**
 * The operations console (src/console/README.md): an app of its own, whose page is console.html, built after the
 * borrower's app into the same dist/ in a pass of its own. Not a second input of the borrower's pass: there, every
 * module both apps use (the transport, ui/) would leave the borrower's chunks for chunks shared with the console, so
 * the first registration step would fetch other files whenever the console changed (bench figure 1). The server sends
 * console.html on /console/* (apps/server/src/platform/http/spa.ts); `vite` (dev) does the same below. Under
 * `vite build --watch` the console's pass watches its own sources.
 */
const CONSOLE_PAGE = 'console.html';
const isConsolePage = (url: string | undefined, accept: string | undefined): boolean =>
  /^\/console(\/|\?|$)/.test(url ?? '') && !url?.startsWith('/console/api/') && (accept ?? '').includes('text/html');
const consoleApp = (): Plugin => {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let define: Record<string, unknown> = {};
  let isWatching = false;
  let watcher: unknown;
  return {
    name: 'heloc:console-app',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      // The borrower's pass's mode and definitions (a caller's NODE_ENV among them) hold for the console's too.
      mode = config.mode;
      define = config.define ?? {};
      isWatching = Boolean(config.build.watch);
    },
    configureServer: (server) => {
      server.middlewares.use((request, _response, next) => {
        if (isConsolePage(request.url, request.headers.accept)) request.url = `/${CONSOLE_PAGE}`;
        next();
      });
    },
    closeBundle: async () => {
      if (watcher) return;
      const output = await build(
        mergeConfig(appBuild('build'), {
          root,
          configFile: false,
          logLevel: 'warn',
          mode,
          define,
          plugins: [react(), shorterPdfSlices(), precompressed()],
          build: {
            outDir,
            assetsDir: 'assets',
            emptyOutDir: false,
            copyPublicDir: false,
            rollupOptions: { input: path.join(root, CONSOLE_PAGE) },
            watch: isWatching ? {} : null,
          },
        }),
      );
      if (isWatching) watcher = output;
    },
  };
};

export default defineConfig(({ command }) =>
  mergeConfig(appBuild(command), {
    base: '/',
    plugins: [
      react(),
      shorterPdfSlices(),
      preloadEntryImports(),
      prerenderFirstScreen(),
      precompressed(),
      consoleApp(),
    ],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
    },
    server: {
      proxy: Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_TARGET, changeOrigin: false }]),
      ),
    },
  }),
);
