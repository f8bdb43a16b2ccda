// Many applicants in a throwaway database without taking each through the API: a few real applicants (made by the
// API) are copied row for row in SQL, every copy with its own identity, application, session and row ids, and each
// copy gets an access token made as the server makes one (apps/server/src/platform/auth/tokens.ts: HS256 over
// { org, portal, sub, jti, iss, iat, exp }, bound to its sessions row by the jti). Only for a bench's database.
import { createHmac, randomUUID } from 'node:crypto';

const ISSUER = 'heloc-server';
const BATCH = 2_000;

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A customer portal's access token as the server signs it with `secret` (apps/server/src/platform/auth/tokens.ts). */
export const mintAccessToken = ({ secret, identityUuid, orgCode, jti, issuedAt, expiresAt }) => {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const signed = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    org: orgCode,
    portal: 'customer',
    sub: identityUuid,
    jti,
    iss: ISSUER,
    iat,
    exp: Math.floor(expiresAt.getTime() / 1000),
  })}`;
  return `${signed}.${createHmac('sha256', Buffer.from(secret, 'utf8')).update(signed).digest('base64url')}`;
};

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables an applicant's rows live in: `applications`, `identities`, and every table with an `application_uuid` or
 * `identity_uuid` column, with their columns and how their primary key is made.
 */
const applicantTables = async (client) => {
  const { rows } = await client.query(`
    select c.table_name, c.column_name, c.data_type, c.column_default,
           exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                   where i.indisprimary and i.indrelid = (quote_ident(c.table_name))::regclass
                     and a.attname = c.column_name and array_length(i.indkey, 1) = 1) as single_key
    from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name in (select table_name from information_schema.columns where table_schema = 'public'
                           and column_name in ('application_uuid', 'identity_uuid')
                           union select 'applications' union select 'identities')
    order by c.table_name, c.ordinal_position`);
  const tables = new Map();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, []);
    tables.get(row.table_name).push(row);
  }
  return tables;
};

/** The column's value in a copy (`x` the source row, `m` its clone_map row), or undefined to leave it to its default. */
const copiedValue = (table, column) => {
  const name = column.column_name;
  const own = `x.${quoted(name)}`;
  if (table === 'identities' && name === 'uuid') return 'm.new_identity';
  if (table === 'applications' && name === 'uuid') return 'm.new_app';
  if (name === 'application_uuid') return 'm.new_app';
  if (name === 'identity_uuid') return `case when ${own} = m.old_identity then m.new_identity else ${own} end`;
  if ((table === 'identities' || table === 'profiles') && name === 'email') return 'm.email';
  if (table === 'applications' && name === 'loan_number') return 'm.loan_number';
  if (table === 'applications' && name === 'idempotency_key') return 'null';
  if (table === 'applications' && name === 'applicant')
    return `case when ${own} is null then null else ${own} || jsonb_build_object('email', m.email) end`;
  if (column.single_key) {
    if (column.data_type === 'uuid') return 'gen_random_uuid()';
    if (String(column.column_default ?? '').startsWith('nextval(')) return undefined;
    throw new Error(`cannot copy ${table}: its key ${name} (${column.data_type}) is neither a uuid nor a sequence`);
  }
  return own;
};

const joinOf = (table, columns) => {
  if (table === 'identities') return 'x.uuid = m.old_identity';
  if (table === 'applications') return 'x.uuid = m.old_app';
  if (columns.some((c) => c.column_name === 'application_uuid')) return 'x.application_uuid = m.old_app';
  return 'x.identity_uuid = m.old_identity';
};

/** Parents first, so every foreign key finds its row. */
const ORDER = (name) => ({ identities: 0, profiles: 1, applications: 2 })[name] ?? 3;

/**
 * Copies the applications `sources` (uuids of applications made through the API, one primary applicant each) with
 * their rows until there are `count` copies, round robin over the sources, each with a live session of `ttlSeconds`.
 * `databaseUrl` must be a throwaway database. Answers [{ uuid, identityUuid, loanNumber, email, token }].
 */
export const cloneApplicants = async ({ databaseUrl, sources, count, tokenSecret, ttlSeconds = 3600 }) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: originals } = await client.query(
      'select uuid, identity_uuid, org_code from applications where uuid = any($1::uuid[])',
      [sources],
    );
    if (originals.length !== sources.length) throw new Error(`only ${originals.length} of the sources were found`);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const tag = randomUUID().slice(0, 8);
    const clones = Array.from({ length: count }, (_, n) => {
      const source = originals[n % originals.length];
      return {
        oldApp: source.uuid,
        oldIdentity: source.identity_uuid,
        orgCode: source.org_code,
        uuid: randomUUID(),
        identityUuid: randomUUID(),
        jti: randomUUID(),
        email: `bench-clone-${tag}-${n}@example.com`,
        loanNumber: `HB${String(n).padStart(8, '0')}`,
      };
    });
    const tables = [...(await applicantTables(client))].sort(([a], [b]) => ORDER(a) - ORDER(b));
    await client.query('begin');
    await client.query(`create temporary table clone_map (old_app uuid, old_identity uuid, new_app uuid,
      new_identity uuid, jti text, email text, loan_number text) on commit drop`);
    for (let at = 0; at < clones.length; at += BATCH) {
      const batch = clones.slice(at, at + BATCH);
      await client.query(
        `insert into clone_map select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[],
         $6::text[], $7::text[])`,
        [
          batch.map((c) => c.oldApp),
          batch.map((c) => c.oldIdentity),
          batch.map((c) => c.uuid),
          batch.map((c) => c.identityUuid),
          batch.map((c) => c.jti),
          batch.map((c) => c.email),
          batch.map((c) => c.loanNumber),
        ],
      );
    }
    for (const [table, columns] of tables) {
      if (table === 'sessions') continue;
      const from = `from ${quoted(table)} x join clone_map m on ${joinOf(table, columns)}`;
      // Only the tables the sources have rows in (the others' keys need not be copyable).
      if ((await client.query(`select 1 ${from} limit 1`)).rowCount === 0) continue;
      const copied = columns
        .map((column) => ({ column, value: copiedValue(table, column) }))
        .filter(({ value }) => value !== undefined);
      await client.query(
        `insert into ${quoted(table)} (${copied.map(({ column }) => quoted(column.column_name)).join(', ')})
         select ${copied.map(({ value }) => value).join(', ')} ${from}`,
      );
    }
    // One fresh session per copy, for the token below (the sources' own sessions stay theirs).
    await client.query(
      'insert into sessions (jti, identity_uuid, created_at, expires_at) select jti, new_identity, $1, $2 from clone_map',
      [now, expiresAt],
    );
    await client.query('commit');
    await client.query('analyze');
    return clones.map(({ uuid, identityUuid, orgCode, jti, email, loanNumber }) => ({
      uuid,
      identityUuid,
      email,
      loanNumber,
      token: mintAccessToken({ secret: tokenSecret, identityUuid, orgCode, jti, issuedAt: now, expiresAt }),
    }));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
};
