import { SIGNER_EMAIL_MISMATCH_MESSAGE, SIGNER_OWN_EMAIL_MESSAGE } from '@heloc/domain';
import { insertParticipant } from '../../platform/database/participants.repo';
import { AppError } from '../../platform/http/errors';
import { findIdentityByUuid } from '../identity';
import { inTransaction, type ServiceContext } from '../service-context';
import { lockInvitation } from './invitation-link';

/** Signer area resume: someone already signed in with the invited e-mail joins with that login. */
export const claimInvitation = async (
  ctx: ServiceContext,
  token: string,
  identityUuid: string,
): Promise<{ applicationUuid: string }> =>
  inTransaction(ctx, async (tx) => {
    const { db, workflow } = tx;
    const { signer, application, email } = await lockInvitation(tx, token);
    const identity = await findIdentityByUuid(db, identityUuid);
    if (!identity || identity.email !== email || identity.org_code !== application.org_code) {
      throw new AppError('forbidden', SIGNER_EMAIL_MISMATCH_MESSAGE);
    }
    if (application.identity_uuid === identityUuid) throw new AppError('bad_request', SIGNER_OWN_EMAIL_MESSAGE);
    await insertParticipant(db, application.uuid, identityUuid, 'ADDITIONAL_SIGNER');
    await workflow.signers.join(db, signer.uuid, identityUuid);
    return { applicationUuid: application.uuid };
  });
