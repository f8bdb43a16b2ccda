import { MAX_ADDITIONAL_SIGNERS, TOO_MANY_SIGNERS_MESSAGE } from '@heloc/domain';
import type { AddSignerBody, CoDeedStatus } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import type { Participation } from '../../platform/auth/access';
import type { ServiceContext } from '../service-context';
import { assertInvitableEmail, type InvitationSender, invite } from './signer-invitation';

/** signing/additional: the applicant adds someone who must sign; the invitation goes out once the change is saved. */
export const addSigner = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  caller: Participation,
  body: AddSignerBody,
): Promise<CoDeedStatus> => {
  const email = body.email.toLowerCase();
  return invite(ctx, sender, caller, async ({ db, workflow }, row, link) => {
    const signers = await assertInvitableEmail(db, row, email);
    if (signers.length >= MAX_ADDITIONAL_SIGNERS) throw new AppError('bad_request', TOO_MANY_SIGNERS_MESSAGE);
    await workflow.signers.add(db, {
      applicationUuid: row.uuid,
      relationship: body.relationship,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      ...link,
    });
    return { to: email, firstName: body.firstName };
  });
};
