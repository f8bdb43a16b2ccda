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

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      // The domain package builds zod schemas at module level, which Rollup must otherwise keep as possible side
      // effects; it is pure by rule (DESIGN §2), so unused schemas can be dropped and the entry chunk stays small.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: DEV_API_TARGET, changeOrigin: false }])),
  },
});
