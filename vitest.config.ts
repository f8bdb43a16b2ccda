import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: the pure domain package, the server (through inject on a real database) and the web
// app's components (jsdom). Browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        // As the web's build (apps/web/vite.config.ts): schemas defined at module level are built on first use.
        define: { __SCHEMAS_ON_FIRST_USE__: 'true' },
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
          // PGlite is heavy (~450 MB, ~2.5 s per instance): one per file, the files in worker processes. How many
          // files run at once is the root's maxWorkers (below).
          pool: 'forks',
          // Run with --no-isolate (package.json, scripts/test.mjs, .ci/run): a worker's files then share the server's
          // modules instead of importing and transforming them anew per file, ~210 s of the suite's file time on a
          // 2-core machine. Each file builds its own app on its own database, so a module may keep state per app (a
          // WeakMap by database), never per process (docs/decisions.md "Tests"). Not set here: the pool's setting is
          // one for every project, and the web and domain projects need a fresh process per file.
        },
      },
      './apps/web/vitest.config.ts',
    ],
    // Vitest sizes its one pool of workers from this root setting only: a project's poolOptions do not size it. Its
    // default, one worker fewer than the cores, ran a 2-core machine's test files one at a time with 40% of the CPU idle
    // (docs/decisions.md "Tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/contracts/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
  },
});
