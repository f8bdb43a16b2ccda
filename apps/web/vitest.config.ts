import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // As the app's build (vite.config.ts): the contracts' schemas are built on first use.
  define: { __SCHEMAS_ON_FIRST_USE__: 'true' },
  test: {
    name: 'web',
    // build/: the build's own plugins (vite.config.ts), tested against what they read.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Worker threads rather than processes: each file still gets its own modules and jsdom, and on a 2-core machine the
    // project took ~200 s instead of ~265 s (docs/decisions.md "Tests").
    pool: 'threads',
    // Whole-flow component tests click through many steps in jsdom: on 2 busy cores they need more than 5 s. A
    // limit, not a speed target (speed is measured by npm run bench).
    testTimeout: 20_000,
  },
});
