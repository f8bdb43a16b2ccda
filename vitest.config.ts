import { defineConfig } from 'vitest/config';

// One runner, three projects: the pure domain package, the server (through inject on a real database) and the web
// app's components (jsdom). Browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is heavy (~450 MB, ~2.5 s per instance): one per file, few files at once on 2 cores.
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
      './apps/web/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/contracts/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
  },
});
