import { staffMemberNameOf } from '../../platform/auth/staff-members.repo';
import type { Db } from '../../platform/database/database';

/*
 * Queries of the operations console's internal notes (docs/product/operations-console.md §4), the one table the
 * console owns: the application, its status history and its assignee are the engine's (workflow/index.ts). No
 * decisions here.
 */

export const listNotes = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('application_notes as n')
    .select(['n.uuid', 'n.text', 'n.created_at'])
    .select((eb) => staffMemberNameOf(eb.ref('n.member_uuid')).as('author'))
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
