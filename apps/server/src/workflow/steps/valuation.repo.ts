import type { Db } from '../../platform/database/database';

/** Queries of the valuation and assets steps; no decisions here. */

export const findValuation = (db: Db, applicationUuid: string) =>
  db.selectFrom('valuations').selectAll().where('application_uuid', '=', applicationUuid).executeTakeFirst();

export const markValuationCompleted = (db: Db, applicationUuid: string, valueDollars: number | null, now: Date) =>
  db
    .updateTable('valuations')
    .set({ value_dollars: valueDollars, completed_at: now, updated_at: now })
    .where('application_uuid', '=', applicationUuid)
    .execute();

export const listAssetAccountBalances = (db: Db, applicationUuid: string) =>
  db.selectFrom('asset_accounts').select(['balance_dollars']).where('application_uuid', '=', applicationUuid).execute();
