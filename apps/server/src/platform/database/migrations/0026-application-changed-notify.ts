import { type Kysely, sql } from 'kysely';

/**
 * Every node keeps the status call's answers for a moment (workflow/status/status-cache.ts). A write made on
 * another node must reach it at once, whoever makes it (a route, the engine, a sweep, an operator's SQL): the database
 * announces each change to the rows a status read reads, on the channel `heloc_application_changed` with the
 * application's uuid (PostgreSQL sends one announcement per transaction and payload, at commit).
 */
const TABLES = ['applications', 'scheduled_transitions', 'application_participants'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function heloc_application_changed() returns trigger language plpgsql as $$
    declare
      changed uuid;
    begin
      -- Each branch runs only on its own tables, so each names only columns its rows have.
      if tg_table_name = 'applications' then
        if tg_op = 'DELETE' then changed := old.uuid; else changed := new.uuid; end if;
      else
        if tg_op = 'DELETE' then changed := old.application_uuid; else changed := new.application_uuid; end if;
      end if;
      perform pg_notify('heloc_application_changed', changed::text);
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function heloc_application_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`drop trigger ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function heloc_application_changed()`.execute(db);
}
