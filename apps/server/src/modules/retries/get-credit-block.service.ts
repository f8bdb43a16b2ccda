import type { CreditBlock, HelocStatus } from '@heloc/domain/contracts';
import { readParticipantApplication } from '../../workflow';
import { maskSsn } from '../../platform/crypto';
import type { ServiceContext } from '../service-context';
import { readStatusOf } from './run-retry';
import type { Participation } from '../../platform/auth/access';

/** credit/social and credit/error: what stopped the last pull, and the status (participants only). */
export const getCreditBlock = async (
  ctx: ServiceContext,
  caller: Participation,
): Promise<{ block: CreditBlock | null; status: HelocStatus }> => {
  const status = await readStatusOf(ctx, caller);
  const row = await readParticipantApplication(ctx.db, caller);
  const block = row.credit_block;
  return {
    block: block
      ? {
          pull: block.pull,
          reason: block.outcome,
          bureau: (block.bureau as CreditBlock['bureau']) ?? null,
          ssnMasked: row.ssn_last4 ? maskSsn(row.ssn_last4.padStart(9, '0')) : null,
        }
      : null,
    status,
  };
};
