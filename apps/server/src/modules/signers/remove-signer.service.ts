import { SIGNER_NOT_EDITABLE_MESSAGE } from '@heloc/domain';
import type { CoDeedStatus } from '@heloc/domain/contracts';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { Participation } from '../../platform/auth/access';
import { inTransaction, type ServiceContext } from '../service-context';
import { coDeedStatusOf } from './co-deed-status.service';
import { lockForSigners } from './signer-invitation';

/** signing/additional: remove a signer the applicant added, before they created a login. */
export const removeSigner = async (
  ctx: ServiceContext,
  caller: Participation,
  signerUuid: string,
): Promise<CoDeedStatus> => {
  await inTransaction(ctx, async (tx) => {
    const { db, workflow } = tx;
    const row = await lockForSigners(tx, caller);
    const signer = await workflow.signers.lock(db, row.uuid, signerUuid);
    if (!signer) throw new AppError('not_found', NOT_FOUND);
    if (signer.identity_uuid || signer.source !== 'APPLICANT') {
      throw new AppError('conflict', SIGNER_NOT_EDITABLE_MESSAGE);
    }
    await workflow.signers.remove(db, signer.uuid);
    await workflow.settleSigners(db, row, { by: `identity:${caller.identityUuid}` });
  });
  return coDeedStatusOf(ctx, caller);
};
