import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/platform/config/config';

/*
 * The layers are enforced by the linter, not by prose. Each case plants one file (as text, at a path inside
 * the tree) and asks the project's own eslint.config.js what it thinks: a violation must be an error, its lawful
 * twin must pass. If a rule stopped working, the violating case would pass and this test would fail.
 */
let eslint: ESLint;
/** The module graph eslint.config.js enforces: the modules each module may use. */
let MODULE_DEPENDENCIES: Record<string, readonly string[]>;
/** The owner of each table (apps/server/table-owners.js): a module's name, 'workflow' or 'platform'. */
let TABLE_OWNERS: Record<string, string>;
beforeAll(async () => {
  eslint = new ESLint({ cwd: REPO_ROOT });
  ({ MODULE_DEPENDENCIES } = await import(pathToFileURL(`${REPO_ROOT}/eslint.config.js`).href));
  ({ TABLE_OWNERS } = await import(pathToFileURL(`${REPO_ROOT}/apps/server/table-owners.js`).href));
});

const problemsOf = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
};

describe('layer boundaries', () => {
  it.each([
    [
      'platform imports a module',
      'apps/server/src/platform/http/planted.ts',
      "import { getStatus } from '../../modules/application/application.service';\nexport const x = getStatus;\n",
    ],
    [
      'platform imports the workflow',
      'apps/server/src/platform/http/planted.ts',
      "import { statusOf } from '../../workflow';\nexport const x = statusOf;\n",
    ],
    [
      'the workflow imports a module',
      'apps/server/src/workflow/status/planted.ts',
      "import { toCondition } from '../../modules/conditions/conditions.service';\nexport const x = toCondition;\n",
    ],
    [
      'a module imports a workflow internal',
      'apps/server/src/modules/application/planted.ts',
      "import { writeStatus } from '../../workflow/status/status-writer';\nexport const x = writeStatus;\n",
    ],
    [
      'the domain imports the server',
      'packages/domain/src/money/planted.ts',
      "import { AppError } from '../../../../apps/server/src/platform/http/errors';\nexport const x = AppError;\n",
    ],
    [
      'a web feature imports another feature',
      'apps/web/src/features/dashboard/planted.ts',
      "import { LoginPage } from '../auth/login-page';\nexport const x = LoginPage;\n",
    ],
    [
      'web ui imports a feature',
      'apps/web/src/ui/planted.ts',
      "import { LoginPage } from '../features/auth/login-page';\nexport const x = LoginPage;\n",
    ],
  ])('refuses: %s', async (_name, filePath, code) => {
    const problems = await problemsOf(filePath, code);
    expect(problems.some((p) => p.startsWith('boundaries/element-types'))).toBe(true);
  });

  it.each([
    [
      'a module imports the workflow facade and platform',
      'apps/server/src/modules/application/planted.ts',
      "import { statusOf } from '../../workflow';\nimport { AppError } from '../../platform/http/errors';\nexport const x = [statusOf, AppError];\n",
    ],
    [
      'the workflow imports platform',
      'apps/server/src/workflow/status/planted.ts',
      "import { AppError } from '../../platform/http/errors';\nexport const x = AppError;\n",
    ],
    [
      'a web feature imports its own files, ui and lib',
      'apps/web/src/features/auth/planted.ts',
      "import { LoginPage } from './login-page';\nexport const x = LoginPage;\n",
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });
});

describe('modules: a front door each, no cycle', () => {
  const refusedByBoundaries = async (filePath: string, code: string) =>
    (await problemsOf(filePath, code)).some((p) => p.startsWith('boundaries/element-types'));

  it.each([
    [
      "a file behind another module's front door",
      'apps/server/src/modules/application-details/planted.ts',
      "import { getStatus } from '../application/application.service';\nexport const x = getStatus;\n",
    ],
    [
      "another module's repository",
      'apps/server/src/modules/mfa/planted.ts',
      "import { findIdentityByUuid } from '../identity/identity.repo';\nexport const x = findIdentityByUuid;\n",
    ],
    [
      // application uses signers: signers using application back would close a cycle.
      'the front door of a module that uses this one (a cycle)',
      'apps/server/src/modules/signers/planted.ts',
      "import { getStatus } from '../application';\nexport const x = getStatus;\n",
    ],
    [
      'the front door of a module not among its dependencies',
      'apps/server/src/modules/waitlist/planted.ts',
      "import { getFeature } from '../optimize';\nexport const x = getFeature;\n",
    ],
    [
      'a front door re-exporting another module',
      'apps/server/src/modules/signers/index.ts',
      "export { getStatus } from '../application/application.service';\n",
    ],
  ])('refuses: a module imports %s', async (_name, filePath, code) => {
    expect(await refusedByBoundaries(filePath, code)).toBe(true);
  });

  it.each([
    [
      'the front door of a module it depends on',
      'apps/server/src/modules/application-details/planted.ts',
      "import { getStatus } from '../application';\nexport const x = getStatus;\n",
    ],
    [
      'its own files and the shared service context',
      'apps/server/src/modules/application/planted.ts',
      "import { getStatus } from './application.service';\nimport { contextOf } from '../service-context';\nexport const x = [getStatus, contextOf];\n",
    ],
  ])('allows: a module imports %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });

  /** A path that leaves a module and comes back to it along the declared dependencies, if any. */
  const cycleIn = (graph: Record<string, readonly string[]>): string[] | undefined => {
    const from = (name: string, path: readonly string[]): string[] | undefined => {
      if (path.includes(name)) return [...path, name];
      for (const next of graph[name] ?? []) {
        const cycle = from(next, [...path, name]);
        if (cycle) return cycle;
      }
      return undefined;
    };
    return Object.keys(graph)
      .map((name) => from(name, []))
      .find(Boolean);
  };

  it('declares a module graph without a cycle', () => {
    expect(cycleIn(MODULE_DEPENDENCIES)).toBeUndefined();
  });

  it('sees the cycle a planted pair of modules would make', () => {
    expect(cycleIn({ ...MODULE_DEPENDENCIES, signers: ['identity', 'application'] })).toBeDefined();
  });
});

describe('queries live in repositories', () => {
  const query = [
    "import type { Db } from '../../platform/database/database';",
    "export const find = (db: Db) => db.selectFrom('tracker_profiles').selectAll().execute();",
    '',
  ].join('\n');

  it('refuses a query in a service or a route', async () => {
    for (const file of ['application.service.ts', 'application.routes.ts']) {
      const problems = await problemsOf(`apps/server/src/modules/application/planted-${file}`, query);
      expect(problems.some((p) => p.startsWith('no-restricted-syntax'))).toBe(true);
    }
  });

  it('refuses raw SQL outside a repository', async () => {
    const raw = "import { sql } from 'kysely';\nexport const ping = sql`select 1`;\n";
    const problems = await problemsOf('apps/server/src/workflow/planted.ts', raw);
    expect(problems.some((p) => p.startsWith('no-restricted-syntax'))).toBe(true);
  });

  it('allows the same query in a repository', async () => {
    expect(await problemsOf('apps/server/src/modules/application/planted.repo.ts', query)).toEqual([]);
  });
});

describe('every table has an owner', () => {
  const refusedAsNotOwned = async (filePath: string, code: string) =>
    (await problemsOf(filePath, code)).some((p) => p.startsWith('house/tables-of-their-owner'));
  /** A planted repository: its queries, with the imports they use. */
  const repo = (...queries: string[]) =>
    [
      ...(queries.some((q) => q.includes('sql`')) ? ["import { sql } from 'kysely';"] : []),
      "import type { Db } from '../../platform/database/database';",
      ...queries,
      '',
    ].join('\n');

  it.each([
    [
      "a module's repository selects from the engine's table",
      'apps/server/src/modules/mfa/planted.repo.ts',
      repo("export const find = (db: Db) => db.selectFrom('applications as a').selectAll().execute();"),
    ],
    [
      "a module's repository joins another module's table",
      'apps/server/src/modules/ceo-feedback/planted.repo.ts',
      repo(
        "export const find = (db: Db) => db.selectFrom('ceo_feedback as f').innerJoin('identities as i', 'i.uuid', 'f.identity_uuid').selectAll().execute();",
      ),
    ],
    [
      "a module's repository updates another module's table",
      'apps/server/src/modules/mfa/planted.repo.ts',
      repo("export const off = (db: Db) => db.updateTable('identities').set({ email: 'x' }).execute();"),
    ],
    [
      "a module's repository names the engine's table in raw SQL",
      'apps/server/src/modules/sandbox/planted.repo.ts',
      repo('export const shift = (db: Db) => sql`update scheduled_transitions set due_at = now()`.execute(db);'),
    ],
    [
      "the engine's repository reads a module's table",
      'apps/server/src/workflow/steps/planted.repo.ts',
      repo("export const names = (db: Db) => db.selectFrom('profiles').selectAll().execute();"),
    ],
    [
      "the platform's repository reads the engine's table",
      'apps/server/src/platform/database/planted.repo.ts',
      repo("export const find = (db: Db) => db.selectFrom('applications').selectAll().execute();"),
    ],
  ])('refuses: %s', async (_name, filePath, code) => {
    expect(await refusedAsNotOwned(filePath, code)).toBe(true);
  });

  it.each([
    [
      "a module's repository on its own tables, in Kysely and in raw SQL",
      'apps/server/src/modules/mfa/planted.repo.ts',
      repo(
        "export const find = (db: Db) => db.selectFrom('mfa_challenges as c').innerJoin('mfa_recovery_codes as r', 'r.identity_uuid', 'c.identity_uuid').selectAll().execute();",
        'export const clear = (db: Db) => sql`delete from mfa_challenges where expires_at < now()`.execute(db);',
      ),
    ],
    [
      "the engine's repository on its tables",
      'apps/server/src/workflow/steps/planted.repo.ts',
      repo(
        "export const find = (db: Db) => db.selectFrom('applications').innerJoin('liens', 'liens.application_uuid', 'applications.uuid').selectAll().execute();",
      ),
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });

  /** The tables of the `Database` interface: every table the server's queries may name. */
  const databaseTables = (): string[] => {
    const schema = readFileSync(`${REPO_ROOT}/apps/server/src/platform/database/schema.ts`, 'utf8');
    const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    return [...body.matchAll(/^\s*([a-z_]+):/gm)].map((m) => m[1]!);
  };

  /** The tables of the database that `owners` gives no owner. */
  const unowned = (owners: Record<string, string>) => databaseTables().filter((table) => !(table in owners));

  it('gives every table of the database an owner, and names no other table', () => {
    expect(databaseTables().length).toBeGreaterThan(60);
    expect(unowned(TABLE_OWNERS)).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !databaseTables().includes(table))).toEqual([]);
  });

  it('sees a table left without an owner', () => {
    const { line_draws: _planted, ...withoutOne } = TABLE_OWNERS;
    expect(unowned(withoutOne)).toEqual(['line_draws']);
  });

  it('names as owners only the modules, the engine and the platform', () => {
    const modules = readdirSync(`${REPO_ROOT}/apps/server/src/modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const owners = new Set(Object.values(TABLE_OWNERS));
    expect([...owners].filter((owner) => !['workflow', 'platform', ...modules].includes(owner))).toEqual([]);
  });
});

describe("a module's calls are its contracts'", () => {
  it('refuses a route registered by hand in a module', async () => {
    const byHand = [
      "import type { FastifyPluginAsync } from 'fastify';",
      'export const plantedRoutes: FastifyPluginAsync = async (app) => {',
      "  app.post('/service-application/api/v1/planted', async () => ({ ok: true }));",
      '};',
      '',
    ].join('\n');
    const problems = await problemsOf('apps/server/src/modules/application/planted.routes.ts', byHand);
    expect(problems.filter((p) => p.startsWith('no-restricted-syntax'))).toHaveLength(1);
  });

  it('allows a route from its contract, and a Map read named like a route', async () => {
    const lawful = [
      "import { getHelocStatusContract } from '@heloc/domain/contracts';",
      "import type { FastifyPluginAsync } from 'fastify';",
      "import { contractRoute } from '../../platform/http/contract-route';",
      'const seen = new Map<string, number>();',
      'export const plantedRoutes: FastifyPluginAsync = async (app) => {',
      '  contractRoute(app, getHelocStatusContract, async () => {',
      "    throw new Error(String(seen.get('x')));",
      '  });',
      '};',
      '',
    ].join('\n');
    const problems = await problemsOf('apps/server/src/modules/application/planted.routes.ts', lawful);
    expect(problems.filter((p) => p.startsWith('no-restricted-syntax'))).toEqual([]);
  });
});

describe('the server says what each value is', () => {
  it('refuses `as unknown as` in a service, a repository and a test', async () => {
    const cast = "export const n = ('1' as unknown as number) + 1;\n";
    for (const file of ['planted.service.ts', 'planted.repo.ts', 'planted.test.ts']) {
      const problems = await problemsOf(`apps/server/src/modules/application/${file}`, cast);
      expect(problems.filter((p) => p.startsWith('no-restricted-syntax'))).toHaveLength(1);
    }
  });
});
