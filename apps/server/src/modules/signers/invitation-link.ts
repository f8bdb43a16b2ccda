import { createHash, randomBytes } from 'node:crypto';
import { SIGNER_INVITATION_INVALID_MESSAGE, SIGNER_INVITATION_TTL_HOURS } from '@heloc/domain';
import { AppError } from '../../platform/http/errors';
import { readApplicationRow } from '../../workflow';
import type { ServiceContext } from '../service-context';

/*
 * A signer's invitation link: a single-use token that expires. Only its SHA-256 is stored with the signer; the token
 * itself is only mailed. The applicant's calls make one (signer-invitation.ts); the signer's calls open it.
 */

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const expiryFrom = (now: Date) => new Date(now.getTime() + SIGNER_INVITATION_TTL_HOURS * 3_600_000);

/** A new invitation link: its hash and expiry are saved with the signer, the token itself only mailed. */
export interface NewInvitationLink {
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

/** The signer and application of a live invitation token, locked; 404 when expired, used or unknown. */
export const lockInvitation = async ({ db, workflow }: ServiceContext, token: string) => {
  const signer = await workflow.signers.lockInvitation(db, tokenHashOf(token));
  const application = signer && (await readApplicationRow(db, signer.application_uuid));
  if (!signer || !signer.email || !application?.active) {
    throw new AppError('not_found', SIGNER_INVITATION_INVALID_MESSAGE);
  }
  return { signer, application, email: signer.email };
};
