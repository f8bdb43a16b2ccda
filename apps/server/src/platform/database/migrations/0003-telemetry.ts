import { type Kysely, sql } from 'kysely';

/**
 * Telemetry (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7): the sessions the browser opens with POST /ft/{context}/session and the events it
 * posts to /ft/{context}/event. Events are append-only; `dedupe_key` is set unless the client asked not to dedupe,
 * so a repeated event of the same session is stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('telemetry_sessions')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('tracker_uuid', 'uuid', (c) => c.notNull())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('telemetry_events')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('session_key', 'uuid')
    .addColumn('identity_uuid', 'uuid')
    .addColumn('application_uuid', 'uuid')
    .addColumn('product_type', 'text')
    .addColumn('query_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('event_properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('telemetry_events_event_idx')
    .on('telemetry_events')
    .columns(['event', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_events').ifExists().execute();
  await db.schema.dropTable('telemetry_sessions').ifExists().execute();
}
