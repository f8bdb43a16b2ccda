import { AUTOPAY_CHOICE_FIRST_MESSAGE, DISBURSE_ACCOUNT_FIRST_MESSAGE } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readBankAccount, statusOf } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { by, requireStatus } from './bank-step';
import type { Participation } from '../../platform/auth/access';

/**
 * bank/confirm: both choices made, the closing documents are prepared next (GEN_CLOSING_DISCLOSURE,
 * review-app/signdocs). A replay after the move answers the status as it is.
 */
export const confirmBankAccounts = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (row.checklist_status === 'GEN_CLOSING_DISCLOSURE') return statusOf(row);
    requireStatus(row, ['AUTOPAY_ACCOUNT']);
    if (!row.is_crypto && !(await readBankAccount(tx.db, uuid, 'DISBURSE'))) {
      throw new AppError('conflict', DISBURSE_ACCOUNT_FIRST_MESSAGE);
    }
    if (row.autopay_enrolled === null) throw new AppError('conflict', AUTOPAY_CHOICE_FIRST_MESSAGE);
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'GEN_CLOSING_DISCLOSURE' },
      // The engine orders the flood certificate and generates the closing package.
      { by: by(identityUuid), next: 'GEN_CLOSING_DISCLOSURE' },
    );
    return statusOf(written);
  });
};
