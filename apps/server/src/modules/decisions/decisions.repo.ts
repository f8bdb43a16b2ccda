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
