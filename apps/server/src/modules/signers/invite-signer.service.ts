import { SIGNER_NOT_EDITABLE_MESSAGE } from '@heloc/domain';
import type { CoDeedStatus, InviteSignerBody } from '@heloc/domain/contracts';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { Participation } from '../../platform/auth/access';
import type { ServiceContext } from '../service-context';
import { assertInvitableEmail, type InvitationSender, invite } from './signer-invitation';

/**
 * signing/additional: (re)send a signer's invitation with the name and e-mail given (a title co-owner keeps the
 * report's name). A new link replaces the old one; a signer who already created a login cannot be changed.
 */
export const inviteSigner = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  caller: Participation,
  signerUuid: string,
  body: InviteSignerBody,
): Promise<CoDeedStatus> => {
  const email = body.email.toLowerCase();
  return invite(ctx, sender, caller, async ({ db, workflow }, row, link) => {
    const signer = await workflow.signers.lock(db, row.uuid, signerUuid);
    if (!signer) throw new AppError('not_found', NOT_FOUND);
    if (signer.identity_uuid) throw new AppError('conflict', SIGNER_NOT_EDITABLE_MESSAGE);
    await assertInvitableEmail(db, row, email, signer.uuid);
    const fromTitle = signer.source === 'TITLE';
    const firstName = fromTitle && signer.first_name ? signer.first_name : body.firstName;
    const lastName = fromTitle && signer.last_name ? signer.last_name : body.lastName;
    await workflow.signers.invite(db, signer, { firstName, lastName, email, ...link });
    return { to: email, firstName };
  });
};
