// Figure 14: the live console on PostgreSQL (docs/product/operations-console.md §10). A server on a throwaway database
// holding 100,000 applications (set-based SQL, as figure 8 fills it) and a member signed in as the console signs in.
// (a) File open: the file call of files picked across the 100,000, one after the other, each timed from the call to its
// answer. (b) An upload seen: 50 consoles watch one file on the live socket; the borrower uploads an answer to a
// condition, and each console, on hearing the file changed, reads the file as the screen does; the time from the upload's
// start to each console's read showing the new document.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { registerIdentity, helocBody } from '../lib/api.mjs';
import { startAppServer } from '../lib/app-server.mjs';
import { atMost, compared, describeError, ms, notMeasured, percentile, verdict } from '../lib/format.mjs';
import { createAdmin, staffSession } from '../lib/staff.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const APPLICATIONS = Number(process.env.BENCH_LIVE_APPLICATIONS ?? 100_000);
const OPENS = Number(process.env.BENCH_LIVE_OPENS ?? 300);
const WATCHERS = 50;
const UPLOADS = Number(process.env.BENCH_LIVE_UPLOADS ?? 20);
const OPEN_TARGET = atMost(150, '150 ms');
const SEEN_TARGET = atMost(1000, '1 s');
const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };
const ORGS = ['summit', 'summitny', 'keystone', 'lakeshorecu'];

const seed = async (client) => {
  const orgs = `array[${ORGS.map((o) => `'${o}'`).join(',')}]`;
  await client.query(
    `insert into identities (uuid, org_code, email, password_hash, phone_number, profile_type)
     select md5('identity' || g)::uuid, (${orgs})[1 + g % ${ORGS.length}], 'borrower' || g || '@example.com', 'x',
       '5125550100', 'BORROWER'
     from generate_series(1, $1::int) g`,
    [APPLICATIONS],
  );
  await client.query(
    `insert into applications (uuid, identity_uuid, org_code, loan_number, checklist_status, applicant, contact,
       property_state, property_zip, status_changed_at, created_at, updated_at)
     select md5('application' || g)::uuid, md5('identity' || g)::uuid, (${orgs})[1 + g % ${ORGS.length}],
       'HL' || lpad(g::text, 8, '0'), 'OFFER_SELECTION',
       jsonb_build_object('firstName', 'Pat', 'lastName', 'Smith' || (g % 97), 'middleName', null, 'suffix', null,
         'email', 'borrower' || g || '@example.com', 'phoneNumber', '5125550100'),
       null, 'TX', '78701', now() - make_interval(mins => g % 100000), now(), now()
     from generate_series(1, $1::int) g`,
    [APPLICATIONS],
  );
  await client.query('analyze');
};

const call = async (baseUrl, path, { token, headers = {}, body, method = body ? 'POST' : 'GET' } = {}) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
};

const filePath = (uuid) => `/console/api/v1/applications/${uuid}`;

/** A console watching on the live socket: resolves each wait for its file's next change. */
const openWatcher = (baseUrl, token) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/console/api/v1/live/socket`);
    const waiting = new Set();
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ready-live')
        resolve({
          changed: (uuid) => new Promise((wake) => waiting.add({ uuid, wake })),
          close: () => ws.close(),
        });
      if (frame.type === 'file-changed')
        for (const w of [...waiting])
          if (w.uuid === frame.applicationUuid) {
            waiting.delete(w);
            w.wake();
          }
    });
  });

const run = async (databaseUrl) => {
  const server = await startAppServer({ databaseUrl, env: { CONDITION_REVIEWER: 'staff' } });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const watchers = [];
  try {
    const { baseUrl } = server;
    const seedStarted = performance.now();
    await seed(client);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const token = await staffSession(baseUrl, await createAdmin({ databaseUrl }));
    const { rows } = await client.query(
      `select uuid from applications
       where org_code in (select jsonb_array_elements_text(org_codes) from staff_members
         where email = 'bench.admin@lender.example')
       order by md5(uuid::text) limit $1`,
      [OPENS],
    );
    // (a) File open.
    const opens = [];
    for (const { uuid } of rows) {
      const started = performance.now();
      await call(baseUrl, filePath(uuid), { token });
      opens.push(performance.now() - started);
    }
    opens.sort((a, b) => a - b);

    // (b) An upload seen by 50 watching consoles.
    const borrower = await registerIdentity(baseUrl);
    const { uuid } = await call(baseUrl, '/service-application/api/v3/application/helocs?state=TX', {
      token: borrower.token,
      headers: { 'idempotency-key': randomUUID() },
      body: helocBody(borrower.email),
    });
    await call(baseUrl, `/sandbox/api/v1/applications/${uuid}/status`, {
      headers: SANDBOX,
      body: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
    });
    for (let i = 0; i < WATCHERS; i += 1) watchers.push(await openWatcher(baseUrl, token));
    const seen = [];
    for (let i = 0; i < UPLOADS; i += 1) {
      // The condition's own announcement is heard first: then each console waits for the upload's.
      const raised = Promise.all(watchers.map((w) => w.changed(uuid)));
      const condition = await call(baseUrl, `/sandbox/api/v1/applications/${uuid}/conditions`, {
        headers: SANDBOX,
        body: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_STATEMENT'] },
      });
      await raised;
      const name = `statement-${i}.pdf`;
      const form = new FormData();
      form.set('file', new Blob([`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`]), name);
      const heard = watchers.map((w) => w.changed(uuid));
      const started = performance.now();
      await call(
        baseUrl,
        `/service-conditions/external/api/v1/applications/${uuid}/conditions/${condition.uuid}/documents`,
        { token: borrower.token, body: form },
      );
      await Promise.all(
        heard.map(async (change) => {
          await change;
          const file = await call(baseUrl, filePath(uuid), { token });
          if (file.documents.some((d) => d.fileName === name)) seen.push(performance.now() - started);
        }),
      );
    }
    seen.sort((a, b) => a - b);
    const round = (value) => Math.round(value * 10) / 10;
    return {
      applications: APPLICATIONS,
      seedSeconds,
      opens: opens.length,
      openP50Ms: round(percentile(opens, 50)),
      openP99Ms: round(percentile(opens, 99)),
      watchers: WATCHERS,
      uploads: UPLOADS,
      seenReads: seen.length,
      seenP50Ms: round(percentile(seen, 50)),
      seenP99Ms: round(percentile(seen, 99)),
    };
  } finally {
    for (const w of watchers) w.close();
    await client.end().catch(() => {});
    await server.stop();
  }
};

export const measureConsoleLive = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) {
    const reason = `${postgres.reason} (the live console figure needs PostgreSQL)`;
    return { line: `not measured: ${reason}`, data: notMeasured(reason) };
  }
  const r = await withThrowawayDatabase(postgres.url, (url) => run(url));
  return {
    line:
      `file open over ${r.applications.toLocaleString('en-US')} applications on PostgreSQL (seeded in ${r.seedSeconds} s): ` +
      `p50 ${ms(r.openP50Ms)}, p99 ${verdict(r.openP99Ms, OPEN_TARGET, ms(r.openP99Ms))}; an upload seen by ` +
      `${r.watchers} watching consoles (${r.seenReads} reads of ${r.uploads} uploads): p50 ${ms(r.seenP50Ms)}, ` +
      `p99 ${verdict(r.seenP99Ms, SEEN_TARGET, ms(r.seenP99Ms))}`,
    data: { ...r, openP99Ms: compared(r.openP99Ms, OPEN_TARGET), seenP99Ms: compared(r.seenP99Ms, SEEN_TARGET) },
  };
};
