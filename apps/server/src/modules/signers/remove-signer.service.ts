import { SIGNER_NOT_EDITABLE_MESSAGE } from '@heloc/domain';
import type { CoDeedStatus } from '@heloc/domain/contracts';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { coDeedStatus } from './co-deed-status.service';
import { lockAsPrimary } from './signer-invitation';

/** signing/additional: remove a signer the applicant added, before they created a login. */
export const removeSigner = async (
  ctx: ServiceContext,
  uuid: string,
  signerUuid: string,
  identityUuid: string,
): Promise<CoDeedStatus> => {
  await inTransaction(ctx, async (tx) => {
    const { db, workflow } = tx;
    const row = await lockAsPrimary(tx, uuid, identityUuid);
    const signer = await workflow.signers.lock(db, uuid, signerUuid);
    if (!signer) throw new AppError('not_found', NOT_FOUND);
    if (signer.identity_uuid || signer.source !== 'APPLICANT') {
      throw new AppError('conflict', SIGNER_NOT_EDITABLE_MESSAGE);
    }
    await workflow.signers.remove(db, signer.uuid);
    await workflow.settleSigners(db, row, { by: `identity:${identityUuid}` });
  });
  return coDeedStatus(ctx, identityUuid, uuid);
};
