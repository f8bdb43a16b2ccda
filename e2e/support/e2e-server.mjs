// Starts the real server for the browser journeys: a fresh embedded database in a temporary data dir, sandbox
// delays at 0, and the built web app. Usage: node e2e/support/e2e-server.mjs <port> [dataDir]
// The rest of the environment reaches the server as it is: CLOCK_START=<instant> starts its clock there
// (docs/configuration.md); scripts/test.mjs runs the closing journeys a second time that way, from a fixed Friday
// evening.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY, ensureServerBuild, serverNodeOptions } from '../../scripts/build-server.mjs';

const port = process.argv[2] ?? '3310';
const ownDataDir = !process.argv[3];
const dataDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'heloc-e2e-'));

// The console's first admin comes from the command, as on any machine (README, "The operations console"), before
// the server opens the embedded database (one process at a time). The journeys read its one-time set-up link from
// E2E_STAFF_LINK_FILE (playwright.config.ts).
const staffLinkFile = process.env.E2E_STAFF_LINK_FILE;
if (staffLinkFile) {
  const created = spawnSync(
    process.execPath,
    ['scripts/staff.mjs', 'create-admin', '--email', 'avery.admin@lender.example', '--name', 'Avery Admin'],
    {
      encoding: 'utf8',
      env: { ...process.env, PORT: port, DATA_DIR: dataDir, PUBLIC_BASE_URL: `http://localhost:${port}` },
    },
  );
  const link = created.stdout.trim().split('\n').at(-1) ?? '';
  if (created.status !== 0 || !link.includes('/console/set-up?token=')) {
    console.error(`create-admin failed: ${created.stderr}${created.stdout}`);
    process.exit(1);
  }
  writeFileSync(staffLinkFile, link);
}

// The journeys run the server as `npm start` does: its build (scripts/build-server.mjs), made first when older than
// its sources, with the same Node options.
await ensureServerBuild();
const child = spawn(process.execPath, [...serverNodeOptions(), SERVER_ENTRY], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PROCESSING_DELAY_MS: '0',
    CONDITION_REVIEW_DELAY_MS: '0',
    // The broker price opinion stays pending a few seconds, so the journeys see its waiting screen (bpo/hold).
    VALUATION_DELAY_MS: '5000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SANDBOX_MODE: 'true',
    // The journeys register many applicants from this machine: loopback is not rate limited (docs/configuration.md).
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
