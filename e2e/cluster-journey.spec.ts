import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, builtServerArgs, startCluster } from '../scripts/cluster-lib.mjs';
import { fundFromOffers } from './support/funding';
import { clickContinue, completeRedesignedFlow, newApplicant, stepHeading } from './support/registration';

// A borrower's registration through the balancer of docs/deploy.md (deploy/haproxy.cfg in front of three built nodes
// on one PostgreSQL, scripts/cluster-lib.mjs) while one node is SIGKILLed and another rolled (drained, stopped,
// started): the borrower reaches the offers with no error screen; then, while the third node is rolled, the line is
// funded and the borrower's complete screen says so. HAProxy and PostgreSQL are needed, as Chromium is.

const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
const POSTGRES =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const postgresAnswers = async () => {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

let cluster: Cluster | undefined;
let database: string | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Needed as Chromium is (bash .ci/run installs both from Debian): a journey that skipped itself could not fail.
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy is needed at ${HAPROXY}: apt-get install haproxy`);
  if (!(await postgresAnswers())) throw new Error(`PostgreSQL is needed at ${POSTGRES} (or set TEST_DATABASE_URL)`);
  database = `heloc_e2e_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  dataDir = mkdtempSync(join(tmpdir(), 'heloc-e2e-cluster-'));
  cluster = await startCluster({
    nodes: 3,
    args: await builtServerArgs(),
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      TOKEN_SECRET: 'e2e-cluster-token-secret-0123456789abcdef',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      LOG_LEVEL: 'warn',
      SANDBOX_MODE: 'true',
      PROCESSING_DELAY_MS: '0',
      SHUTDOWN_DRAIN_MS: '2000',
      DATA_DIR: dataDir,
    },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (!database) return;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

test('a borrower registers through the balancer while one node is killed and another rolled, and is funded while the third is rolled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { url, nodes } = cluster!;
  const [killed, rolled] = nodes as [Cluster['nodes'][number], Cluster['nodes'][number]];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The browser's first screen came from one of the nodes; one of them dies before the borrower types anything.
  await page.goto(`${url.replace('127.0.0.1', 'localhost')}/account/heloc/register-v2`);
  await killed.kill();
  await completeRedesignedFlow(page, newApplicant());

  // Registration and the application are sent while another node is drained, stopped and started again.
  const roll = (async () => {
    await rolled.stop();
    await rolled.start();
  })();
  await clickContinue(page);
  await expect(stepHeading(page, 'Choose your offer')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  await roll;

  // On to a funded line while the node killed comes back and the third is rolled: the offer chosen and the steps
  // between taken through the balancer as earlier journeys take them (the sandbox's control API for the outside
  // parties), then the borrower's complete screen.
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  const jwt = await page.evaluate(() => window.localStorage.getItem('heloc.jwt'));
  const third = nodes[2] as Cluster['nodes'][number];
  await killed.start();
  const secondRoll = (async () => {
    await third.stop();
    await third.start();
  })();
  await fundFromOffers(page.request, { uuid, jwt: jwt ?? '', origin: url, holderName: 'Pat Rivera' });
  await secondRoll;
  await page.goto(`${url.replace('127.0.0.1', 'localhost')}/account/heloc/${uuid}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your line of credit is open' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
