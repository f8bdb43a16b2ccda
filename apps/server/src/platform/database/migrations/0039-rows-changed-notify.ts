import { type Kysely, sql } from 'kysely';
import { tablesOf, up as announceTables } from './0038-table-changed-notify';

/**
 * The database announces every write with the applications whose rows it wrote (platform/http/answer-memory.ts): a
 * node keeps an answer of one application through the writes to the others' rows, and every node hears every write,
 * whoever makes it. Channel `heloc_rows_changed`, payload the table's name, then a space and an application's uuid: one
 * announcement per application a statement wrote (PostgreSQL sends one per transaction and payload, at commit). A
 * statement that wrote rows of more than MOST_APPLICATIONS applications, or rows of none, or a TRUNCATE, is announced
 * with the table's name alone, which ends every answer that read the table. This replaces the table-only announcement
 * of migration 0038.
 *
 * A table whose rows belong to an application (an `application_uuid` column; `applications` by its `uuid`) gets one
 * trigger per statement kind, each seeing the rows written (transition tables); any other table one trigger for all.
 * A later migration that creates a table calls `announceWrites` for it; a server test checks that every table has them.
 */
const MOST_APPLICATIONS = 20;

const ANNOUNCE = sql.raw(`
  if written is null then return null; end if;
  if cardinality(written) > ${MOST_APPLICATIONS} or array_position(written, null) is not null then
    perform pg_notify('heloc_rows_changed', tg_table_name);
  else
    foreach application in array written loop
      perform pg_notify('heloc_rows_changed', tg_table_name || ' ' || application);
    end loop;
  end if;
  return null;`);

/** The applications of the rows written, at most one past the limit (static SQL: planned once per table). */
const writtenBy = (column: 'uuid' | 'application_uuid') =>
  sql.raw(`
  if tg_op = 'INSERT' then
    select array_agg(a) into written from (select distinct ${column}::text as a from new_rows limit ${MOST_APPLICATIONS + 1}) s;
  elsif tg_op = 'DELETE' then
    select array_agg(a) into written from (select distinct ${column}::text as a from old_rows limit ${MOST_APPLICATIONS + 1}) s;
  else
    select array_agg(a) into written from (select distinct a from (select ${column}::text as a from old_rows
      union all select ${column}::text from new_rows) u limit ${MOST_APPLICATIONS + 1}) s;
  end if;`);

/** The function that announces a table's rows, by the column that names their application. */
const FUNCTION_FOR = { uuid: 'heloc_announce_applications', application_uuid: 'heloc_announce_application_rows' };

/** Gives `table` the triggers that announce its writes (see above). */
export const announceWrites = async (db: Kysely<unknown>, table: string): Promise<void> => {
  const column = table === 'applications' ? 'uuid' : 'application_uuid';
  const { rows } = await sql<{ found: number }>`select count(*)::int as found from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  if (!rows[0]?.found) {
    await sql`create trigger heloc_rows_changed after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function heloc_announce_table()`.execute(db);
    return;
  }
  const fn = sql.raw(FUNCTION_FOR[column]);
  await sql`create trigger heloc_rows_changed after truncate on ${sql.table(table)}
    for each statement execute function heloc_announce_table()`.execute(db);
  await sql`create trigger heloc_rows_inserted after insert on ${sql.table(table)} referencing new table as new_rows
    for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger heloc_rows_updated after update on ${sql.table(table)}
    referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger heloc_rows_deleted after delete on ${sql.table(table)} referencing old table as old_rows
    for each statement execute function ${fn}()`.execute(db);
};

const dropAnnouncements = async (db: Kysely<unknown>, table: string) => {
  for (const trigger of ['heloc_rows_changed', 'heloc_rows_inserted', 'heloc_rows_updated', 'heloc_rows_deleted'])
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function heloc_announce_table() returns trigger language plpgsql as $$
    begin
      perform pg_notify('heloc_rows_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const column of ['uuid', 'application_uuid'] as const) {
    const name = sql.raw(FUNCTION_FOR[column]);
    await sql`
      create function ${name}() returns trigger language plpgsql as $$
      declare
        written text[];
        application text;
      begin
        ${writtenBy(column)}
        ${ANNOUNCE}
      end
      $$`.execute(db);
  }
  for (const name of await tablesOf(db)) {
    await sql`drop trigger heloc_table_changed on ${sql.table(name)}`.execute(db);
    await announceWrites(db, name);
  }
  await sql`drop function heloc_table_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of await tablesOf(db)) await dropAnnouncements(db, name);
  for (const fn of ['heloc_announce_table', ...Object.values(FUNCTION_FOR)])
    await sql`drop function ${sql.id(fn)}()`.execute(db);
  // Back to migration 0038's table-only announcements, made as it made them.
  await announceTables(db);
}
