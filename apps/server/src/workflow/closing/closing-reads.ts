import type { Db } from '../../platform/database/database';
import type { BankAccountRow, ClosingDocumentRow } from '../../platform/database/schema';
import {
  findSignerName,
  findSigningSession,
  listClosingDocumentRows,
  listReads,
  listSignaturesOf,
  listSignerNames,
} from '../steps/closing.repo';
import {
  type BankAccountPurpose,
  findBankAccount,
  findLatestFundingTransfer,
  findReservation,
  findSentFundingTransfer,
  type FundingTransferRow,
  type NotaryReservationRow,
} from './closing.repo';

/*
 * What modules read of the closing (workflow/index.ts): the bank accounts, the notary reservation, the funding
 * transfers, the closing package and its signatures. Changes go through app.workflow.closing; the steps make the
 * package, the signed copies and the transfers.
 */

/** The application's account for one purpose (the first draw's, or the payments'). */
export const readBankAccount = (
  db: Db,
  applicationUuid: string,
  purpose: BankAccountPurpose,
): Promise<BankAccountRow | undefined> => findBankAccount(db, applicationUuid, purpose);

/** The latest transfer of the first draw asked of the bank (a refused one asks for another account). */
export const readLatestFundingTransfer = (db: Db, applicationUuid: string): Promise<FundingTransferRow | undefined> =>
  findLatestFundingTransfer(db, applicationUuid);

/** The application's transfer the bank was sent (the complete screen shows it). */
export const readSentFundingTransfer = (db: Db, applicationUuid: string): Promise<FundingTransferRow | undefined> =>
  findSentFundingTransfer(db, applicationUuid);

/** The in-person notary appointment the applicant reserved, if any. */
export const readNotaryReservation = (db: Db, applicationUuid: string): Promise<NotaryReservationRow | undefined> =>
  findReservation(db, applicationUuid);

/** The closing package's documents, in the order they are signed. */
export const readClosingDocuments = (db: Db, applicationUuid: string): Promise<ClosingDocumentRow[]> =>
  listClosingDocumentRows(db, applicationUuid);

/** One signer's side of the closing package: the documents, their session (consent), what they read and signed. */
export const readSigningPackage = async (db: Db, applicationUuid: string, identityUuid: string) => {
  const [documents, session, reads, signatures] = await Promise.all([
    listClosingDocumentRows(db, applicationUuid),
    findSigningSession(db, applicationUuid, identityUuid),
    listReads(db, applicationUuid, identityUuid),
    listSignaturesOf(db, applicationUuid, identityUuid),
  ]);
  return { documents, session, reads, signatures };
};

/** The names of signers who are not the primary applicant: their profile's, else what the applicant told us. */
export const readSignerNames = (
  db: Db,
  applicationUuid: string,
  identityUuids: readonly string[],
): Promise<Map<string, string>> => listSignerNames(db, applicationUuid, identityUuids);

/** The name of one signer who is not the primary applicant (readSignerNames). */
export const readSignerName = (db: Db, applicationUuid: string, identityUuid: string): Promise<string> =>
  findSignerName(db, applicationUuid, identityUuid);

export type { BankAccountPurpose, NotaryReservationRow };
