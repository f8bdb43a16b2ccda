import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { BankAccountRow, Database, FundingTransfersTable } from '../../platform/database/schema';

/** Kysely queries of the bank accounts of an application (bank/*); no decisions here. */

export type BankAccountPurpose = 'DISBURSE' | 'AUTOPAY';

export const findBankAccount = (
  db: Db,
  applicationUuid: string,
  purpose: BankAccountPurpose,
): Promise<BankAccountRow | undefined> =>
  db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/** One row per application and purpose (a unique key): a second save of the same purpose updates it in place. */
export const saveBankAccount = async (db: Db, values: Insertable<Database['bank_accounts']>): Promise<void> => {
  const { uuid: _uuid, application_uuid: _app, purpose: _purpose, created_at: _created, ...changes } = values;
  await db
    .insertInto('bank_accounts')
    .values(values)
    .onConflict((oc) => oc.columns(['application_uuid', 'purpose']).doUpdateSet(changes))
    .execute();
};

export const deleteBankAccount = async (db: Db, applicationUuid: string, purpose: BankAccountPurpose) => {
  await db
    .deleteFrom('bank_accounts')
    .where('application_uuid', '=', applicationUuid)
    .where('purpose', '=', purpose)
    .execute();
};

/** The latest transfer of the first draw asked of the bank (a refused one asks for another account). */
export const findLatestFundingTransfer = (
  db: Db,
  applicationUuid: string,
): Promise<Selectable<FundingTransfersTable> | undefined> =>
  db
    .selectFrom('funding_transfers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
