import type { Db } from '../../platform/database/database';
import type { LineDrawRow } from '../../platform/database/schema';

/** The draws of a funded line after the first. */

/** The line's draws after the first, newest first. */
export const listLineDraws = (db: Db, applicationUuid: string): Promise<LineDrawRow[]> =>
  db
    .selectFrom('line_draws')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('requested_at', 'desc')
    .orderBy('uuid')
    .execute();

/** The draw asked for with this request id, locked when asked (the funding of a pending draw). */
export const findLineDrawByRequest = (db: Db, applicationUuid: string, requestId: string, forUpdate = false) => {
  let query = db
    .selectFrom('line_draws')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('request_id', '=', requestId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
};

export const insertLineDraw = (
  db: Db,
  draw: Omit<LineDrawRow, 'transfer_id' | 'return_reason' | 'disclosure_document_uuid' | 'funded_at'>,
) =>
  db
    .insertInto('line_draws')
    .values({ ...draw, transfer_id: null, return_reason: null, disclosure_document_uuid: null, funded_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The funding provider's answer for a pending draw. */
export const settleLineDraw = (
  db: Db,
  uuid: string,
  outcome: Pick<LineDrawRow, 'status' | 'transfer_id' | 'return_reason' | 'funded_at'>,
) => db.updateTable('line_draws').set(outcome).where('uuid', '=', uuid).returningAll().executeTakeFirstOrThrow();

export const setDrawDisclosure = (db: Db, uuid: string, documentUuid: string) =>
  db
    .updateTable('line_draws')
    .set({ disclosure_document_uuid: documentUuid })
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
