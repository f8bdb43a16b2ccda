import type { Db } from '../../platform/database/database';
import type { AssetAccountRow } from '../../platform/database/schema';

/** assets (product/assets): the accounts linked for asset qualification; queries only. */

export const listAssetAccounts = (db: Db, applicationUuid: string): Promise<AssetAccountRow[]> =>
  db
    .selectFrom('asset_accounts')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('account_name')
    .execute();

/** Adds linked accounts; an account already linked (same institution and account) is left as it is. */
export const insertAssetAccounts = async (db: Db, rows: readonly Omit<AssetAccountRow, 'created_at'>[], now: Date) => {
  if (rows.length === 0) return;
  await db
    .insertInto('asset_accounts')
    .values(rows.map((row) => ({ ...row, created_at: now })))
    .onConflict((oc) => oc.columns(['application_uuid', 'institution_id', 'account_id']).doNothing())
    .execute();
};
