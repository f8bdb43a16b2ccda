import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** Queries of what applicants send manual reviews (review_submissions); no decisions here. */

export const listReviewSubmissions = (db: Db, applicationUuid: string, review: string) =>
  db
    .selectFrom('review_submissions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('review', '=', review)
    .orderBy('created_at', 'asc')
    .execute();

export const insertReviewSubmission = (
  db: Db,
  row: {
    applicationUuid: string;
    review: string;
    explanation: string | null;
    documentUuids: string[];
    by: string;
    now: Date;
  },
) =>
  db
    .insertInto('review_submissions')
    .values({
      uuid: randomUUID(),
      application_uuid: row.applicationUuid,
      review: row.review,
      explanation: row.explanation,
      document_uuids: json(row.documentUuids),
      submitted_by: row.by,
      created_at: row.now,
    })
    .execute();

/** When the application last entered `status` (the start of its review), from the status history. */
export const findStatusEnteredAt = async (db: Db, applicationUuid: string, status: string): Promise<Date | null> => {
  const row = await db
    .selectFrom('status_history')
    .select('created_at')
    .where('application_uuid', '=', applicationUuid)
    .where('field', '=', 'checklistStatus')
    .where('to_value', '=', status)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
};

/** Any application by uuid (the reviewer is not a participant), locked for the caller's transaction. */
export const lockApplicationForReview = (trx: Db, uuid: string) =>
  trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
