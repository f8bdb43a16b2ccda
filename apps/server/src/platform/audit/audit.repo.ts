import { sql } from 'kysely';
import type { Db } from '../database/database';
import { json } from '../database/json';
import { type StaffPrincipal, staffActorLabel } from '../auth/staff-principal';

/**
 * The audit trail of every staff act (docs/product/operations-console.md §7): who, when, what, before and after.
 * Append-only: the table's trigger refuses any update or delete, so this file only inserts and reads.
 */
export interface AuditRecord {
  at: Date;
  /** null for the command line (the first admin). */
  staff: StaffPrincipal | null;
  applicationUuid?: string | null;
  /** What was done, as a stable name: 'condition.raise', 'review.decide', 'member.disable', ... */
  action: string;
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (value: unknown): string | null => (value === undefined ? null : json(value));

export const appendAudit = async (db: Db, record: AuditRecord): Promise<void> => {
  await db
    .insertInto('staff_audit')
    .values({
      at: record.at,
      member_uuid: record.staff?.memberUuid ?? null,
      actor: record.staff ? staffActorLabel(record.staff) : 'command line',
      application_uuid: record.applicationUuid ?? null,
      action: record.action,
      before: jsonOrNull(record.before),
      after: jsonOrNull(record.after),
    })
    .execute();
};

/** One application's trail, oldest first. */
export const listApplicationAudit = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('staff_audit')
    .select(['id', 'at', 'actor', 'action', 'before', 'after'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('id')
    .execute();

/** The trail of one organisation's own record (actions `<prefix>.*` whose before or after names it), newest first. */
export const listOrganizationAudit = (db: Db, actionPrefix: string, orgCode: string) =>
  db
    .selectFrom('staff_audit')
    .select(['id', 'at', 'actor', 'action', 'before', 'after'])
    .where('action', 'like', `${actionPrefix}.%`)
    .where((eb) =>
      eb.or([eb(sql<string>`after ->> 'orgCode'`, '=', orgCode), eb(sql<string>`before ->> 'orgCode'`, '=', orgCode)]),
    )
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
