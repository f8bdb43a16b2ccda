import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the app supports runs ES2022, so class fields, top-level await and `??=` stay untranspiled.
    target: 'es2022',
    rollupOptions: {
      output: { manualChunks: vendorChunkOf },
      // The domain package builds zod schemas at module level, which Rollup must otherwise keep as possible side
      // effects; it is pure by rule (DESIGN §2), so unused schemas can be dropped and the entry chunk stays small.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_TARGET, changeOrigin: false }])),
  },
}));
