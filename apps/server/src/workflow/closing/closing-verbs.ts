import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database, SignatureRow, SigningLocation } from '../../platform/database/schema';
import { insertRead, insertSignature, markSessionComplete, saveConsent } from '../steps/closing.repo';
import {
  type BankAccountPurpose,
  deleteBankAccount,
  deleteReservation,
  saveBankAccount,
  upsertReservation,
} from './closing.repo';

/** A signer's consent to sign electronically, and where and from what they gave it. */
export interface SigningConsent {
  applicationUuid: string;
  identityUuid: string;
  signerRole: string;
  version: string;
  ip: string;
  userAgent: string;
  location: SigningLocation | null;
}

/**
 * What modules record of the closing (app.workflow.closing), in the caller's transaction: the applicant's bank
 * accounts and in-person notary appointment, and each signer's consent, reads, signatures and completion.
 */
export interface ClosingVerbs {
  /** One account per application and purpose: a second save of the same purpose replaces it. */
  saveBankAccount(trx: Db, account: Insertable<Database['bank_accounts']>): Promise<void>;
  removeBankAccount(trx: Db, applicationUuid: string, purpose: BankAccountPurpose): Promise<void>;
  /** The in-person appointment reserved (one per application: a new one replaces it). */
  reserveNotary(
    trx: Db,
    reservation: Omit<Insertable<Database['notary_reservations']>, 'created_at' | 'updated_at'>,
  ): Promise<void>;
  /** False when there was no appointment. */
  cancelNotaryReservation(trx: Db, applicationUuid: string): Promise<boolean>;
  consentToSign(trx: Db, consent: SigningConsent): Promise<void>;
  /** The signer opened the document (once: a second read keeps the first time). */
  recordRead(trx: Db, closingDocumentUuid: string, identityUuid: string): Promise<void>;
  /** One place signed; false when it already was (the first signature stays). */
  sign(
    trx: Db,
    signature: Omit<SignatureRow, 'location' | 'signed_at'> & { location: SigningLocation | null },
  ): Promise<boolean>;
  /** The signer finished the package. */
  completeSigning(trx: Db, applicationUuid: string, identityUuid: string): Promise<void>;
}

export const closingVerbsOf = (now: () => Date): ClosingVerbs => ({
  saveBankAccount,
  removeBankAccount: deleteBankAccount,
  reserveNotary: (trx, reservation) => {
    const at = now();
    return upsertReservation(trx, { ...reservation, created_at: at, updated_at: at });
  },
  cancelNotaryReservation: deleteReservation,
  consentToSign: async (trx, consent) => {
    await saveConsent(trx, { ...consent, at: now() });
  },
  recordRead: async (trx, closingDocumentUuid, identityUuid) => {
    await insertRead(trx, closingDocumentUuid, identityUuid, now());
  },
  sign: (trx, signature) => insertSignature(trx, { ...signature, signed_at: now() }),
  completeSigning: async (trx, applicationUuid, identityUuid) => {
    await markSessionComplete(trx, applicationUuid, identityUuid, now());
  },
});
