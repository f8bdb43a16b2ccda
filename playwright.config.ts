import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium (never a downloaded browser). The server is started once for the run on a
// fresh data dir with sandbox delays at 0; see e2e/support/e2e-server.mjs.
const port = Number(process.env.E2E_PORT ?? 3310);
// When the run, and so its server, started: with CLOCK_START the browsers' clocks are set to the server's time from it
// (e2e/support/fixtures.ts). Taken in the runner, just before it starts the server; its workers inherit it.
if (!process.env.TEST_WORKER_INDEX) process.env.E2E_CLOCK_ORIGIN = String(Date.now());
// Where the server's start-up leaves the console's first admin's one-time set-up link (e2e/support/e2e-server.mjs).
if (!process.env.TEST_WORKER_INDEX)
  process.env.E2E_STAFF_LINK_FILE = join(mkdtempSync(join(tmpdir(), 'heloc-e2e-staff-')), 'set-up-link');

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // The server inherits this environment: CLOCK_START, when set, starts its clock at that instant.
    command: `node e2e/support/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
