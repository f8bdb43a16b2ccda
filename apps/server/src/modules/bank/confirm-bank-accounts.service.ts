import { AUTOPAY_CHOICE_FIRST_MESSAGE, DISBURSE_ACCOUNT_FIRST_MESSAGE } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readBankAccount, requireParticipantApplication, statusOf } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { by, requireStatus } from './bank-step';

/**
 * bank/confirm: both choices made, the closing documents are prepared next (GEN_CLOSING_DISCLOSURE,
 * review-app/signdocs). A replay after the move answers the status as it is.
 */
export const confirmBankAccounts = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
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
