import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { AssetAccountRow } from '../../platform/database/schema';

/**
 * The one repository of valuations and asset accounts: the engine's and the valuation and assets modules', exported
 * to modules by workflow/index.ts; no decisions here.
 */

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

/** What a valuation records as it is asked for and ordered (the provider's answer is the step's). */
export type ValuationChanges = Partial<{
  estimated_value_dollars: number;
  condition_answers: Record<string, unknown>;
  fee_dollars: number;
  fee_covered_by_lender: boolean;
  ordered_at: Date;
  ordered_by: string;
  expected_by: Date;
}>;

/** Creates the application's valuation row or updates it with `changes`. */
export const saveValuationRow = (db: Db, applicationUuid: string, changes: ValuationChanges, now: Date) => {
  const { condition_answers, ...rest } = changes;
  const values = {
    ...rest,
    ...(condition_answers ? { condition_answers: json(condition_answers) } : {}),
    updated_at: now,
  };
  return db
    .insertInto('valuations')
    .values({ application_uuid: applicationUuid, created_at: now, ...values })
    .onConflict((oc) => oc.column('application_uuid').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
};

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
