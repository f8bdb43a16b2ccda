import { NO_ASSETS_MESSAGE } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readAssetAccounts } from '../../workflow';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { listDocumentRecords } from '../../platform/storage';
import { inTransaction, type ServiceContext } from '../service-context';
import { NOT_AT_ASSETS_MESSAGE, WORKING_STATUS } from './assets-step';
import type { Participation } from '../../platform/auth/access';

/**
 * Sends the linked accounts and statements for verification (WAITING_FOR_ASSET_VERIFICATION; VERIFY_ASSETS decides).
 * A replay after the application moved on answers its status.
 */
export const submitAssets = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  await inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (row.checklist_status !== WORKING_STATUS) {
      if (row.assets_submitted_at) return;
      throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    }
    const accounts = await readAssetAccounts(tx.db, uuid);
    const statements = await listDocumentRecords(tx.db, uuid, { kinds: ['ASSET_STATEMENT'] });
    if (accounts.length === 0 && statements.length === 0) throw new AppError('bad_request', NO_ASSETS_MESSAGE);
    await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'WAITING_FOR_ASSET_VERIFICATION' },
      { by: `identity:${identityUuid}`, next: 'VERIFY_ASSETS', extra: { assets_submitted_at: tx.now() } },
    );
  });
  const status = await ctx.workflow.readStatus(uuid);
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};
