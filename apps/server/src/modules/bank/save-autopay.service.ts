import { AUTOPAY_ACCOUNT_REQUIRED_MESSAGE, DISBURSE_ACCOUNT_FIRST_MESSAGE, type AutopayChoice } from '@heloc/domain';
import type { MaskedBankAccount } from '@heloc/domain/contracts';
import { readBankAccount, statusOf } from '../../workflow';
import { json } from '../../platform/database/json';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { maskedAccountOf, storeBankAccount } from './bank-accounts';
import { institutionNameOf, pricingOf, requireStatus } from './bank-step';
import type { Participation } from '../../platform/auth/access';

/**
 * bank/autopay: enrol (from the disbursement account or another account typed twice) or decline. The line is
 * re-priced at once: the selected offer keeps the rate it will be written at (with the AUTOPAY discount only when
 * enrolled), so every later screen and the closing documents use it. The status stays until bank/confirm.
 */
export const saveAutopay = async (ctx: ServiceContext, caller: Participation, body: AutopayChoice) => {
  const uuid = caller.applicationUuid;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    requireStatus(row, ['AUTOPAY_ACCOUNT']);
    const disburseRow = await readBankAccount(tx.db, uuid, 'DISBURSE');
    if (!disburseRow && !row.is_crypto) throw new AppError('conflict', DISBURSE_ACCOUNT_FIRST_MESSAGE);
    const { pricing, selected } = pricingOf(row);
    let account: MaskedBankAccount | null = null;
    if (body.enroll && !body.useDisburseAccount && body.account) {
      const { accountType, holderName, routingNumber, accountNumber } = body.account;
      const plain = {
        source: 'MANUAL' as const,
        institutionId: null,
        accountType,
        holderName,
        routingNumber,
        accountNumber,
      };
      account = maskedAccountOf(await storeBankAccount(tx, uuid, 'AUTOPAY', plain), institutionNameOf(tx));
    } else {
      if (body.enroll && !disburseRow) throw new AppError('bad_request', AUTOPAY_ACCOUNT_REQUIRED_MESSAGE);
      await tx.workflow.closing.removeBankAccount(tx.db, uuid, 'AUTOPAY');
      if (body.enroll && disburseRow) account = maskedAccountOf(disburseRow, institutionNameOf(tx));
    }
    const payment = body.enroll ? pricing.withAutopay : pricing.withoutAutopay;
    await tx.workflow.applications.update(tx.db, uuid, {
      autopay_enrolled: body.enroll,
      selected_offer: json({ ...selected, rate: payment.rate }),
    });
    return { account, payment, status: statusOf(row) };
  });
};
