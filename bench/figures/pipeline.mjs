// Figure 8: the operations console's pipeline at 100,000 applications on PostgreSQL (docs/product/operations-console.md
// §3, docs/scaling.md). A throwaway database is migrated and seeded by the server's own code, then filled with set-based
// SQL (insert ... select from generate_series): identities, applications spread over four organisations and the
// statuses, a few with open conditions and assignees. The pipeline's service (modules/console/get-pipeline.service.ts,
// bundled from the sources as the server build is) then answers a realistic mix of pages for a member of two
// organisations, each call timed from the call to its answer.
import { loadServerCode } from '../lib/server-code.mjs';
import { atMost, compared, describeError, ms, notMeasured, percentile, verdict } from '../lib/format.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const APPLICATIONS = Number(process.env.BENCH_PIPELINE_APPLICATIONS ?? 100_000);
const CALLS = Number(process.env.BENCH_PIPELINE_CALLS ?? 500);
const WARM_UP = 25;
const P99_TARGET = atMost(100, '100 ms');
const ORGS = ['summit', 'summitny', 'keystone', 'lakeshorecu'];
const MEMBER_ORGS = ['summit', 'keystone'];

const loadCode = () =>
  loadServerCode('pipeline', [
    "export { createDatabase } from './apps/server/src/platform/database/database';",
    "export { migrateToLatest } from './apps/server/src/platform/database/migrate';",
    "export { seedDatabase } from './apps/server/src/platform/database/seed/seed.repo';",
    "export { getPipeline } from './apps/server/src/modules/console/get-pipeline.service';",
    "export { pipelineQuerySchema } from './packages/domain/src/contracts/console';",
    "export { CHECKLIST_STATUSES } from './packages/domain/src/enums/checklist-statuses';",
  ]);

/** Set-based seed: one statement per table, no row-by-row round trips. */
const seed = async (client, statuses) => {
  const orgs = `array[${ORGS.map((o) => `'${o}'`).join(',')}]`;
  const statusArray = `array[${statuses.map((s) => `'${s}'`).join(',')}]`;
  await client.query(`insert into staff_members (uuid, email, name, roles, org_codes)
    values ('00000000-0000-4000-8000-00000000b001', 'bench@lender.example.com', 'Bench Member',
      '["ADMIN"]', '${JSON.stringify(MEMBER_ORGS)}'),
      ('00000000-0000-4000-8000-00000000b002', 'other@lender.example.com', 'Other Member',
      '["PROCESSOR"]', '${JSON.stringify(MEMBER_ORGS)}')`);
  await client.query(
    `insert into identities (uuid, org_code, email, password_hash, phone_number, profile_type)
     select md5('identity' || g)::uuid, (${orgs})[1 + abs(hashtext('org' || g)) % ${ORGS.length}], 'borrower' || g || '@example.com', 'x',
       '5125550100', 'BORROWER'
     from generate_series(1, $1::int) g`,
    [APPLICATIONS],
  );
  // Names from small lists, so a search for a common last name finds many and a rare one few.
  await client.query(
    `insert into applications (uuid, identity_uuid, org_code, loan_number, checklist_status, applicant, contact,
       property_state, property_zip, assignee_uuid, status_changed_at, created_at, updated_at)
     select md5('application' || g)::uuid, md5('identity' || g)::uuid,
       (${orgs})[1 + abs(hashtext('org' || g)) % ${ORGS.length}],
       'HL' || lpad(g::text, 8, '0'), (${statusArray})[1 + abs(hashtext('status' || g)) % ${statuses.length}],
       jsonb_build_object(
         'firstName', (array['Pat','Dana','Sam','Alex','Jordan','Riley','Casey','Morgan'])[1 + abs(hashtext('first' || g)) % 8],
         'lastName', (array['Smith','Reyes','Nguyen','Okafor','Larsen','Haddad','Kowalski','Brennan','Ito','Moreau'])[1 + abs(hashtext('last' || g)) % 10]
           || case when g % 97 = 0 then 'son' else '' end,
         'middleName', null, 'suffix', null, 'email', 'borrower' || g || '@example.com', 'phoneNumber', '5125550100'),
       case when g % 5 = 0 then jsonb_build_object('email', 'contact' || g || '@example.com', 'phoneNumber', '5125550100',
         'mailingAddress', null) end,
       'TX', '78701',
       case when g % 10 = 0 then '00000000-0000-4000-8000-00000000b001'::uuid
            when g % 10 = 1 then '00000000-0000-4000-8000-00000000b002'::uuid end,
       now() - make_interval(mins => (g * 37) % 100000), now() - make_interval(days => g % 400),
       now() - make_interval(mins => (g * 13) % 100000)
     from generate_series(1, $1::int) g`,
    [APPLICATIONS],
  );
  // About 3% of the files have an open condition, half waiting for the borrower, half for review.
  await client.query(
    `insert into conditions (uuid, application_uuid, category_enum, state, created_at)
     select md5('condition' || g)::uuid, md5('application' || g)::uuid, 'BANK_ACCOUNT_FRAUD_REVIEW',
       case when g % 2 = 0 then 'NEEDED' else 'SUBMITTED' end, now()
     from generate_series(1, $1::int) g where g % 33 = 0`,
    [APPLICATIONS],
  );
  await client.query('analyze');
};

/** What members do all day: the default page, a name search, a waiting-on filter, the oldest first, one organisation. */
const MIX = [
  { name: 'default page', query: {} },
  { name: 'search by last name', query: { q: 'reyes' } },
  { name: 'search by full name', query: { q: 'dana okafor' } },
  { name: 'search that finds one', query: { q: 'moreauson' } },
  { name: 'search by e-mail', query: { q: 'borrower4242' } },
  { name: 'search by loan number', query: { q: 'HL0004' } },
  { name: 'waiting on the lender', query: { waitingOn: 'LENDER' } },
  { name: 'waiting on the borrower, page 3', query: { waitingOn: 'BORROWER', page: '3' } },
  { name: 'oldest in status first', query: { sort: 'age', order: 'desc', pageSize: '50' } },
  { name: 'one organisation by name', query: { orgCode: 'keystone', sort: 'name', order: 'asc' } },
  { name: 'my files', query: { assignee: 'me' } },
  { name: 'status filter, recently updated', query: { status: 'OFFER_SELECTION', sort: 'updated' } },
];

const run = async (databaseUrl) => {
  const code = await loadCode();
  const statuses = code.CHECKLIST_STATUSES;
  const db = code.createDatabase({ databaseUrl, poolSize: 4 });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await code.migrateToLatest(db);
    await code.seedDatabase(db);
    const seedStarted = performance.now();
    await seed(client, statuses);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const ctx = { db };
    const staff = {
      memberUuid: '00000000-0000-4000-8000-00000000b001',
      name: 'Bench Member',
      email: 'bench@lender.example.com',
      roles: ['ADMIN'],
      orgCodes: MEMBER_ORGS,
    };
    const call = async (entry) => code.getPipeline(ctx, staff, code.pipelineQuerySchema.parse(entry.query));
    for (let i = 0; i < WARM_UP; i += 1) await call(MIX[i % MIX.length]);
    const latencies = [];
    const byCase = Object.fromEntries(MIX.map((entry) => [entry.name, []]));
    const totals = {};
    for (let i = 0; i < CALLS; i += 1) {
      const entry = MIX[i % MIX.length];
      const started = performance.now();
      const page = await call(entry);
      const took = performance.now() - started;
      latencies.push(took);
      byCase[entry.name].push(took);
      totals[entry.name] = page.total;
    }
    latencies.sort((a, b) => a - b);
    const round = (value) => Math.round(value * 10) / 10;
    return {
      applications: APPLICATIONS,
      seedSeconds,
      calls: CALLS,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      cases: Object.fromEntries(
        MIX.map((entry) => {
          const sorted = byCase[entry.name].sort((a, b) => a - b);
          return [
            entry.name,
            { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), total: totals[entry.name] },
          ];
        }),
      ),
    };
  } finally {
    await client.end().catch(() => {});
    await db.destroy().catch(() => {});
  }
};

export const measurePipeline = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) {
    const reason = `${postgres.reason} (the pipeline figure needs PostgreSQL)`;
    return { line: `not measured: ${reason}`, data: notMeasured(reason) };
  }
  const result = await withThrowawayDatabase(postgres.url, (url) => run(url));
  const slowest = Object.entries(result.cases).sort((a, b) => b[1].p99Ms - a[1].p99Ms)[0];
  return {
    line:
      `${result.calls} pipeline pages over ${result.applications.toLocaleString('en-US')} applications on PostgreSQL ` +
      `(seeded in ${result.seedSeconds} s): p50 ${ms(result.p50Ms)}, p99 ${verdict(result.p99Ms, P99_TARGET, ms(result.p99Ms))}, ` +
      `max ${ms(result.maxMs)}; slowest case ${slowest[0]} (p99 ${ms(slowest[1].p99Ms)})`,
    data: { ...result, p99Ms: compared(result.p99Ms, P99_TARGET) },
  };
};
