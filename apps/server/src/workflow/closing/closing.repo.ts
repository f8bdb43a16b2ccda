import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type {
  BankAccountRow,
  Database,
  FundingTransfersTable,
  NotaryReservationsTable,
} from '../../platform/database/schema';

/**
 * The one repository of what the closing moves after the signing: bank accounts, notary reservations and funding
 * transfers, the engine's queries and the bank and notary modules', exported to modules by workflow/index.ts; no
 * decisions here.
 */

export type NotaryReservationRow = Selectable<NotaryReservationsTable>;
export type FundingTransferRow = Selectable<FundingTransfersTable>;

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

export const upsertReservation = async (db: Db, values: Insertable<Database['notary_reservations']>) => {
  await db
    .insertInto('notary_reservations')
    .values(values)
    .onConflict((oc) =>
      oc.column('application_uuid').doUpdateSet({
        slot_id: values.slot_id,
        starts_at: values.starts_at,
        place: values.place,
        notary_name: values.notary_name,
        fee_dollars: values.fee_dollars,
        reserved_by: values.reserved_by,
        updated_at: values.updated_at,
      }),
    )
    .execute();
};

export const deleteReservation = async (db: Db, applicationUuid: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('notary_reservations')
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The application's transfer the bank was sent (the complete screen shows it). */
export const findSentFundingTransfer = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('funding_transfers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('status', '=', 'SENT')
    .executeTakeFirst();
