import { type Kysely, sql } from 'kysely';

/**
 * Every status read asks whether its application has a transition due (docs/architecture.md). This partial index answers that
 * from the pending rows of one application, so a read with nothing due costs one index probe and no transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index scheduled_transitions_pending_idx on scheduled_transitions (application_uuid, due_at) where applied_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index scheduled_transitions_pending_idx`.execute(db);
}
