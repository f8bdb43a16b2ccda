import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';

/*
 * Queries of the operations console's file (docs/product/operations-console.md §4): an application within the
 * member's organisations (anything else is as if it did not exist), its status history, its internal notes, its
 * assignee. No decisions here.
 */

/** The application if it belongs to one of `orgCodes`; locked for the caller's transaction when asked. */
export const findScopedApplication = (
  db: Db,
  uuid: string,
  orgCodes: readonly string[],
  { forUpdate = false } = {},
): Promise<ApplicationRow | undefined> => {
  if (orgCodes.length === 0) return Promise.resolve(undefined);
  const query = db.selectFrom('applications').selectAll().where('uuid', '=', uuid).where('org_code', 'in', orgCodes);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/**
 * The application within the member's organisations, with when the first of its scheduled transitions not yet applied
 * falls due (null: none): the file's read knows in the same statement whether the engine has a step to apply first.
 */
export const findScopedFile = (
  db: Db,
  uuid: string,
  orgCodes: readonly string[],
): Promise<(ApplicationRow & { next_due_at: Date | null }) | undefined> => {
  if (orgCodes.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('applications')
    .selectAll('applications')
    .select((eb) =>
      eb
        .selectFrom('scheduled_transitions as t')
        .select((t) => t.fn.min('t.due_at').as('due_at'))
        .whereRef('t.application_uuid', '=', 'applications.uuid')
        .where('t.applied_at', 'is', null)
        .$castTo<Date | null>()
        .as('next_due_at'),
    )
    .where('applications.uuid', '=', uuid)
    .where('applications.org_code', 'in', orgCodes)
    .executeTakeFirst() as Promise<(ApplicationRow & { next_due_at: Date | null }) | undefined>;
};

/** Every status change of the application, oldest first. */
export const listStatusChanges = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('status_history')
    .select(['field', 'from_value', 'to_value', 'changed_by', 'created_at'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Members by uuid: their name, organisations and whether they are disabled. */
export const listStaffMembers = (db: Db, uuids: readonly string[]) =>
  uuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('staff_members')
        .select(['uuid', 'name', 'email', 'org_codes', 'disabled_at'])
        .where('uuid', 'in', uuids)
        .execute();

export const listNotes = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('application_notes as n')
    .innerJoin('staff_members as m', 'm.uuid', 'n.member_uuid')
    .select(['n.uuid', 'n.text', 'n.created_at', 'm.name as author'])
    .where('n.application_uuid', '=', applicationUuid)
    .orderBy('n.created_at')
    .orderBy('n.uuid')
    .execute();

export const insertNote = (
  db: Db,
  note: { uuid: string; applicationUuid: string; memberUuid: string; text: string; now: Date },
) =>
  db
    .insertInto('application_notes')
    .values({
      uuid: note.uuid,
      application_uuid: note.applicationUuid,
      member_uuid: note.memberUuid,
      text: note.text,
      created_at: note.now,
    })
    .execute();

/** The assignee is no status field: it is written here, not by the workflow's status writer. */
export const setAssignee = (db: Db, applicationUuid: string, memberUuid: string | null) =>
  db.updateTable('applications').set({ assignee_uuid: memberUuid }).where('uuid', '=', applicationUuid).execute();
