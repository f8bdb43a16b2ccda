import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerIdentity } from './support/identity';
import { logIn } from './support/login';

// A restart keeps a registered identity. A second server on its own data dir is started,
// stopped with SIGINT (Ctrl-C) and started again on the same data.
const port = 3390;
const base = `http://localhost:${port}`;

const startServer = (dataDir: string) =>
  spawn(process.execPath, ['e2e/support/e2e-server.mjs', String(port), dataDir], { stdio: 'ignore' });

// Up to a minute: a cold start runs every migration, which a busy machine can slow well past its usual seconds.
const waitHealthy = async () => {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
};

const stopServer = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });

test('an identity registered before a restart can log in after it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'heloc-restart-'));
  let server = startServer(dataDir);
  try {
    await waitHealthy();
    const { email, password } = await registerIdentity(request, 'summit', base);
    expect(await stopServer(server)).toBe(0);

    server = startServer(dataDir);
    await waitHealthy();
    await page.goto(`${base}/auth/login?redirectUrl=/dashboard`);
    await logIn(page, email, password);
    await expect(page).toHaveURL(`${base}/dashboard`);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
