import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
};
const vendorChunkOf = (id: string): string | undefined =>
  Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.some((part) => id.includes(part)));

/**
 * React is the one library both the first screen and the app need: index.html asks for it at once (modulepreload)
 * rather than after the entry script has run and chosen between them.
 */
const preloadReact = (): Plugin => ({
  name: 'heloc:preload-react',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => {
      const react = Object.values(ctx.bundle ?? {}).find((out) => out.type === 'chunk' && out.name === 'react');
      return react
        ? [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${react.fileName}` },
              injectTo: 'head',
            },
          ]
        : [];
    },
  },
});

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), preloadReact()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the app supports runs ES2022, so class fields, top-level await and `??=` stay untranspiled.
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks: vendorChunkOf,
        // Small shared chunks are merged where that loads no extra code for any page: the first screen (see
        // src/app/main.tsx) then costs a few requests besides React rather than a dozen.
        experimentalMinChunkSize: 20_000,
      },
      // The domain package builds zod schemas at module level, which Rollup must otherwise keep as possible side
      // effects; it is pure by rule (DESIGN §2), so unused schemas can be dropped and the entry chunk stays small.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_TARGET, changeOrigin: false }])),
  },
}));
