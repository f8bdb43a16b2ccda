import { type Kysely, sql } from 'kysely';

/**
 * Every node keeps whole answers of the reads a signed-in screen makes when it opens, while no table they read is
 * written (platform/http/answer-memory.ts). A write made on another node must reach it at once, whoever makes it: the
 * database announces each statement that writes to a table on the channel `heloc_table_changed` with the table's name
 * (one trigger per statement, not per row; PostgreSQL sends one announcement per transaction and payload, at commit).
 * A later migration that creates a table gives it the same trigger (`heloc_table_changed()`); a server test checks
 * that every table has it.
 */
/** The application's tables (not the migrator's own). */
export const tablesOf = async (db: Kysely<unknown>) =>
  (
    await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely_migration%' order by tablename`.execute(db)
  ).rows.map((row) => row.name);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function heloc_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('heloc_table_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of await tablesOf(db)) {
    await sql`
      create trigger heloc_table_changed after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function heloc_table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of await tablesOf(db))
    await sql`drop trigger heloc_table_changed on ${sql.table(table)}`.execute(db);
  await sql`drop function heloc_table_changed()`.execute(db);
}
