import { type CompiledQuery, sql } from 'kysely';
import { type Db, preparedStatement } from '../../platform/database/database';
import { additionalSignerIdentitiesOf } from '../../platform/database/participants.repo';
import type { ApplicationRow, CreditTradeline } from '../../platform/database/schema';

/*
 * The application read every screen of the application area makes when it opens (readApplicationScreen):
 * the application and what its answer reads besides, of the engine's tables, in one statement.
 */

/** The application read's row: the application and what its answer reads besides (application.mapper.ts). */
export interface ApplicationReadRow extends ApplicationRow {
  /** The additional signers' identities, oldest first. */
  signer_identities: string[];
  /** The open accounts of the latest credit report (null before the first pull). */
  tradelines: CreditTradeline[] | null;
  /** The title search's liens by position, with the applicant's choice on each. */
  lien_choices: { position: number; action: string | null }[];
  /** The income verification methods asked for, oldest first. */
  income_methods: string[];
  /** When the first of its scheduled transitions not yet applied falls due (null: none). */
  next_due_at: Date | null;
}

const applicationReadQuery = (db: Db, uuid: string) =>
  db
    .selectFrom('applications')
    .selectAll('applications')
    .select([
      additionalSignerIdentitiesOf(sql.ref('applications.uuid')).as('signer_identities'),
      sql<CreditTradeline[] | null>`(select c.tradelines from credit_reports c
        where c.application_uuid = applications.uuid order by c.pulled_at desc limit 1)`.as('tradelines'),
      sql<{ position: number; action: string | null }[]>`coalesce((select json_agg(json_build_object(
        'position', l.position, 'action', l.action) order by l.position) from liens l
        where l.application_uuid = applications.uuid), '[]'::json)`.as('lien_choices'),
      sql<string[]>`coalesce((select json_agg(v.method order by v.created_at, v.uuid) from income_verifications v
        where v.application_uuid = applications.uuid), '[]'::json)`.as('income_methods'),
      sql<Date | null>`(select min(t.due_at) from scheduled_transitions t
        where t.application_uuid = applications.uuid and t.applied_at is null)`.as('next_due_at'),
    ])
    .where('applications.uuid', '=', uuid);

const UUID_MARK = '\u0000uuid';
let boundApplicationRead: ((uuid: string) => CompiledQuery) | undefined;

/**
 * The application read in one statement (docs/product/registration-and-routing.md §3): the row (its reader's part in
 * it is checked before: platform/auth/participation.ts), with its signers, the latest credit report's accounts, the liens' choices, the
 * income methods and its next due transition. Its SQL is compiled once and prepared by name (the read every screen of
 * the application area makes when it opens; five round trips and a Kysely compile each were most of its time).
 */
export const findApplicationRead = async (db: Db, uuid: string): Promise<ApplicationReadRow | undefined> => {
  if (!boundApplicationRead) {
    const compiled = applicationReadQuery(db, UUID_MARK).compile();
    const slots = compiled.parameters.map((value) => value === UUID_MARK);
    preparedStatement(compiled.sql);
    boundApplicationRead = (u) => ({
      ...compiled,
      parameters: slots.map((isUuid, i) => (isUuid ? u : compiled.parameters[i])),
    });
  }
  const { rows } = await db.executeQuery<ApplicationReadRow>(boundApplicationRead(uuid));
  const row = rows[0];
  // PostgreSQL answers a timestamptz inside a subquery as a Date; keep it one whatever the driver.
  if (row && row.next_due_at !== null && !(row.next_due_at instanceof Date))
    row.next_due_at = new Date(row.next_due_at);
  return row;
};
