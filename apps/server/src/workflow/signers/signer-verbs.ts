import type { Db } from '../../platform/database/database';
import type { AdditionalSignerRow } from '../../platform/database/schema';
import {
  deleteSignerRow,
  findSignerByTokenHash,
  findSignerRow,
  insertApplicantSigner,
  markSignerJoined,
  type NewSigner,
  updateSignerInvitation,
} from './signers.repo';

/** A signer's invitation: who is invited, and the keyed hash of the link's token with the link's end. */
export type SignerInvitation = Pick<NewSigner, 'firstName' | 'lastName' | 'email' | 'tokenHash' | 'expiresAt'>;

/**
 * What modules record of the additional signers (app.workflow.signers), in the caller's transaction. Who must sign
 * and what follows their signatures is the engine's own (requiredSigners, additionalSignerSigned, settleSigners).
 */
export interface SignerVerbs {
  /** A signer the applicant adds, invited at once; answers their uuid. */
  add(trx: Db, signer: Omit<NewSigner, 'now'>): Promise<string>;
  /** A (locked) signer invited again, maybe under a corrected name or e-mail. */
  invite(trx: Db, signer: AdditionalSignerRow, invitation: SignerInvitation): Promise<void>;
  remove(trx: Db, signerUuid: string): Promise<void>;
  /** The invitation is used: the signer's identity is kept and the token can never be used again. */
  join(trx: Db, signerUuid: string, identityUuid: string): Promise<void>;
  /** One signer of the application, locked for the caller's transaction. */
  lock(trx: Db, applicationUuid: string, signerUuid: string): Promise<AdditionalSignerRow | undefined>;
  /** The signer whose unexpired, unused invitation has this token hash, locked for the caller's transaction. */
  lockInvitation(trx: Db, tokenHash: string): Promise<AdditionalSignerRow | undefined>;
}

export const signerVerbsOf = (now: () => Date): SignerVerbs => ({
  add: (trx, signer) => insertApplicantSigner(trx, { ...signer, now: now() }),
  invite: (trx, signer, invitation) => updateSignerInvitation(trx, signer, { ...invitation, now: now() }),
  remove: deleteSignerRow,
  join: (trx, signerUuid, identityUuid) => markSignerJoined(trx, signerUuid, identityUuid, now()),
  lock: findSignerRow,
  lockInvitation: (trx, tokenHash) => findSignerByTokenHash(trx, tokenHash, now()),
});

export type { NewSigner };
