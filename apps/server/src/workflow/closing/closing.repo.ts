import type { Db } from '../../platform/database/database';
import type { BankAccountRow, FundingTransfersTable, NotaryReservationsTable } from '../../platform/database/schema';
import type { Selectable } from 'kysely';

/** Kysely queries of the closing after the documents are signed; no decisions here. */

export type NotaryReservationRow = Selectable<NotaryReservationsTable>;
export type FundingTransferRow = Selectable<FundingTransfersTable>;

export const findDisburseAccount = (trx: Db, applicationUuid: string): Promise<BankAccountRow | undefined> =>
  trx
    .selectFrom('bank_accounts')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('purpose', '=', 'DISBURSE')
    .executeTakeFirst();

export const findReservation = (trx: Db, applicationUuid: string): Promise<NotaryReservationRow | undefined> =>
  trx.selectFrom('notary_reservations').selectAll().where('application_uuid', '=', applicationUuid).executeTakeFirst();

export const findFundingTransfer = (trx: Db, idempotencyKey: string): Promise<FundingTransferRow | undefined> =>
  trx.selectFrom('funding_transfers').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

/** How many transfers of the application's first draw the bank refused. */
export const countRefusedTransfers = async (trx: Db, applicationUuid: string): Promise<number> =>
  Number(
    (
      await trx
        .selectFrom('funding_transfers')
        .select((eb) => eb.fn.countAll().as('refused'))
        .where('application_uuid', '=', applicationUuid)
        .where('status', '=', 'REJECTED')
        .executeTakeFirstOrThrow()
    ).refused,
  );

export const insertFundingTransfer = async (
  trx: Db,
  row: Omit<FundingTransferRow, 'created_at'> & { created_at: Date },
) => {
  await trx
    .insertInto('funding_transfers')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
};
