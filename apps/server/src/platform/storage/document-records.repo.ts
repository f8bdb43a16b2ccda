import type { Insertable } from 'kysely';
import type { Db } from '../database/database';
import type { Database, DocumentRow } from '../database/schema';

/** Kysely queries of the documents table (the store's metadata); no decisions here. */

export const insertDocumentRecord = (db: Db, values: Insertable<Database['documents']>): Promise<DocumentRow> =>
  db.insertInto('documents').values(values).returningAll().executeTakeFirstOrThrow();

/** An application's documents, newest first (or oldest first); optionally of some kinds or answering one subject. */
export const listDocumentRecords = (
  db: Db,
  applicationUuid: string,
  filter: { kinds?: readonly string[]; subjectUuid?: string; oldestFirst?: boolean } = {},
): Promise<DocumentRow[]> => {
  let query = db.selectFrom('documents').selectAll().where('application_uuid', '=', applicationUuid);
  if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
  if (filter.subjectUuid) query = query.where('subject_uuid', '=', filter.subjectUuid);
  return query
    .orderBy('created_at', filter.oldestFirst ? 'asc' : 'desc')
    .orderBy('uuid')
    .execute();
};

export const findDocumentRecord = (db: Db, applicationUuid: string, uuid: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const deleteDocumentRecord = async (db: Db, applicationUuid: string, uuid: string) => {
  await db.deleteFrom('documents').where('application_uuid', '=', applicationUuid).where('uuid', '=', uuid).execute();
};
