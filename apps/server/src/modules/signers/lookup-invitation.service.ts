import type { SignerInvitation } from '@heloc/domain/contracts';
import { findIdentityByEmail } from '../identity';
import { inTransaction, type ServiceContext } from '../service-context';
import { lockInvitation } from './invitation-link';

/** Signer area resume: what the invitation is for. */
export const lookupInvitation = async (ctx: ServiceContext, token: string): Promise<SignerInvitation> =>
  inTransaction(ctx, async (tx) => {
    const { db } = tx;
    const { signer, application, email } = await lockInvitation(tx, token);
    return {
      firstName: signer.first_name,
      lastName: signer.last_name,
      email,
      invitedBy: application.applicant?.firstName ?? 'The applicant',
      accountExists: (await findIdentityByEmail(db, application.org_code, email)) !== undefined,
      expiresAt: (signer.invitation_expires_at as Date).toISOString(),
    };
  });
