import type { CreditBlock, HelocStatus } from '@heloc/domain/contracts';
import { requireParticipantApplication } from '../../workflow';
import { maskSsn } from '../../platform/crypto';
import type { ServiceContext } from '../service-context';
import { readStatusOf } from './run-retry';

/** credit/social and credit/error: what stopped the last pull, and the status (participants only). */
export const getCreditBlock = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<{ block: CreditBlock | null; status: HelocStatus }> => {
  const status = await readStatusOf(ctx, uuid, identityUuid);
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
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
