import { execFileSync, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterNode, builtServerArgs, createNode } from '../../../scripts/cluster-lib.mjs';
import { REPO_ROOT } from '../src/platform/config/config';
import { CREATE_URL, helocBody, statusUrl } from './engine-fixtures';
import { TEST_PASSWORD, type TestDatabase, createTestDatabase, uniqueEmail } from './helper';
import { freePort } from './server-process';

/*
 * docs/deploy.md "Rolling a release": the new release's migrations run first, and the previous release's nodes keep
 * serving on that schema until each is replaced (and one may restart meanwhile). This test builds the previous
 * commit's server from the repository's history and runs it beside this one on one PostgreSQL that this one has
 * migrated: it starts, and a borrower registered on either node is served by the other. On the PostgreSQL pass of the
 * server suite (as CI runs it), where the history holds a previous commit.
 */

const previousCommit = (): string | undefined => {
  try {
    return execFileSync('git', ['-C', REPO_ROOT, 'rev-parse', '--verify', '--quiet', 'HEAD^'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};

const previous = previousCommit();
const runs = Boolean(process.env.TEST_DATABASE_URL) && previous !== undefined;

/**
 * The server of `commit`, built by that commit's own build script into a directory of its own: its sources from the
 * history, the installed packages shared (each entry of node_modules linked), @heloc/domain its own.
 */
const buildServerOf = (commit: string, dir: string): string => {
  execSync(
    `git -C "${REPO_ROOT}" archive ${commit} apps/server packages/domain scripts package.json | tar -x -C "${dir}"`,
  );
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@heloc'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, 'node_modules')))
    if (entry !== '@heloc') fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  fs.symlinkSync(path.join(dir, 'packages/domain'), path.join(modules, '@heloc/domain'));
  for (const workspace of ['apps/server', 'packages/domain']) {
    const own = path.join(REPO_ROOT, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
  execFileSync(process.execPath, [path.join(dir, 'scripts/build-server.mjs')], { cwd: dir, stdio: 'ignore' });
  return path.join(dir, 'apps/server/dist/server.js');
};

type Node = ClusterNode;

const call = async (node: Node, url: string, init: RequestInit = {}) => {
  const response = await fetch(`${node.url}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-org': 'summit', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
};

/** Registers on `first`, creates the application on `second`, and reads its status on both. */
const borrowerAcross = async (first: Node, second: Node) => {
  const register = await call(first, '/identity/api/v1/registration/register?organization=summit', {
    method: 'POST',
    body: JSON.stringify({ email: uniqueEmail('roll'), password: TEST_PASSWORD, phoneNumber: '(555) 123-4567' }),
  });
  expect(register.status, JSON.stringify(register.body)).toBe(200);
  const auth = { authorization: `Bearer ${register.body.jwt as string}` };
  const create = await call(second, `${CREATE_URL}?state=TX`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': `roll-${randomUUID()}` },
    body: JSON.stringify(helocBody()),
  });
  expect([200, 201], JSON.stringify(create.body)).toContain(create.status);
  const uuid = create.body.uuid as string;
  for (const node of [first, second]) {
    const status = await call(node, statusUrl(uuid), { headers: auth });
    expect(status.status, `${node.name}: ${JSON.stringify(status.body)}`).toBe(200);
  }
};

describe.runIf(runs)("the previous commit's server on the schema this one migrated", () => {
  let database: TestDatabase;
  let current: Node;
  let before: Node;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-previous-release-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-previous-release-data-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url as string,
      TOKEN_SECRET: 'previous-release-token-secret-0123456789abcdef',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      LOG_LEVEL: 'warn',
      SANDBOX_MODE: 'true',
      PROCESSING_DELAY_MS: '0',
      WEB_DIST_DIR: '/nonexistent-web-build',
      DATA_DIR: dataDir,
    };
    const [currentArgs, previousEntry] = await Promise.all([builtServerArgs(), buildServerOf(previous!, dir)]);
    // This release first: it migrates the database, as a roll begins.
    current = createNode({ name: 'this release', port: await freePort(), env, args: currentArgs });
    await current.start();
    before = createNode({ name: 'the previous release', port: await freePort(), env, args: [previousEntry] });
    await before.start();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([current?.stop(), before?.stop()]);
    await database?.dispose();
    for (const d of [dir, dataDir]) fs.rmSync(d, { recursive: true, force: true });
  }, 30_000);

  it('starts, and serves a borrower registered on this release, and this release one registered on it', async () => {
    await borrowerAcross(current, before);
    await borrowerAcross(before, current);
  });

  it('starts again on that schema, as a node of the previous release restarted mid-roll would', async () => {
    await before.stop();
    await before.start();
    await borrowerAcross(before, current);
  });
});
