import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/helper';
import { freePort } from '../../test/server-process';
import { REPO_ROOT } from '../platform/config/config';
import { STAFF_COMMAND_USAGE, runStaffCommand } from './staff-command';

/*
 * The command `npm run staff -- create-admin` (docs/product/operations-console.md §1): run in-process against the test
 * database, then once as the real process on an embedded database of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  PUBLIC_BASE_URL: 'https://console.lender.example/',
};
const LINK = /^https:\/\/console\.lender\.example\/console\/set-up\?token=[\w-]+$/;

const run = async (argv: string[], serverRunning = false) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    env: TEST_ENV,
    db: t.db,
    clock: t.clock.now,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    serverRunning: async () => serverRunning,
  });
  return { code, out, err: err.join('\n') };
};

describe('npm run staff -- create-admin', () => {
  it('creates an admin of every organisation and prints a set-up link that works, audited', async () => {
    const { code, out } = await run(['create-admin', '--email', 'First.Admin@Lender.example']);
    expect(code).toBe(0);
    const links = out.filter((line) => line.includes('/console/set-up?token='));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(LINK);
    const orgs = await t.db.selectFrom('organizations').select('org_code').execute();
    const member = await t.db
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', 'first.admin@lender.example')
      .executeTakeFirstOrThrow();
    expect(member.roles).toEqual(['ADMIN']);
    expect([...member.org_codes].sort()).toEqual(orgs.map((o) => o.org_code).sort());
    expect(member.name).toBe('first.admin');

    const token = new URL(links[0] as string).searchParams.get('token');
    const setUp = await t.app.inject({
      method: 'POST',
      url: '/staff/api/v1/set-up',
      payload: { token, name: 'First Admin', password: 'A-long-staff-password-1' },
    });
    expect(setUp.statusCode).toBe(200);
    const [audit] = await t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'member.create-admin')
      .execute();
    expect(audit).toMatchObject({ member_uuid: null, actor: 'command line', application_uuid: null, before: null });
  });

  it('scopes the admin to the organisations named, and gives an existing member a new link', async () => {
    const first = await run([
      'create-admin',
      '--email',
      'scoped@lender.example',
      '--name',
      'Sam Scoped',
      '--org',
      'summit',
    ]);
    expect(first.code).toBe(0);
    const again = await run(['create-admin', '--email', 'scoped@lender.example', '--org', 'KEYSTONE']);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toContain('Issued a new set-up link');
    const member = await t.db
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', 'scoped@lender.example')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: 'Sam Scoped', roles: ['ADMIN'], org_codes: ['summit', 'keystone'] });
    const links = await t.db
      .selectFrom('staff_links')
      .select('used_at')
      .where('member_uuid', '=', member.uuid)
      .execute();
    expect(links).toHaveLength(2);
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const cases: [string[], string][] = [
      [['create-admin'], '--email is required'],
      [['create-admin', '--email', 'not-an-email'], 'is not a valid e-mail address'],
      [['create-admin', '--email', 'a@lender.example', '--org', 'nowhere'], 'Unknown organisation: nowhere'],
      [['create-admin', '--email', 'a@lender.example', '--bogus'], "Unknown option '--bogus'"],
      [['make-coffee'], 'unknown command "make-coffee"'],
      [[], 'Usage: npm run staff'],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = await run(argv);
      expect(code, argv.join(' ')).toBe(1);
      expect(err).toContain(message);
    }
    const help = await run(['--help']);
    expect(help).toMatchObject({ code: 0, out: [STAFF_COMMAND_USAGE] });
    expect(STAFF_COMMAND_USAGE).toContain('stop the server first');
  });

  it('refuses to open the embedded database while a server answers on its port', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(['create-admin', '--email', 'busy@lender.example'], {
      env: { ...TEST_ENV, DATA_DIR: path.join(os.tmpdir(), 'never-opened') },
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      serverRunning: async () => true,
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('stop the server first');
  });

  it('runs as a process on the embedded database: one line of stdout is the link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-staff-cli-'));
    try {
      const port = await freePort();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['scripts/staff.mjs', 'create-admin', '--email', 'process@lender.example', '--org', 'summit'],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_BASE_URL: '' },
          timeout: 60_000,
        },
      );
      const links = stdout.split('\n').filter((line) => line.includes('/console/set-up?token='));
      expect(links).toEqual([
        expect.stringMatching(new RegExp(`^http://localhost:${port}/console/set-up\\?token=[\\w-]+$`)),
      ]);
      const failed = await promisify(execFile)(process.execPath, ['scripts/staff.mjs', 'create-admin'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('--email is required') });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
