import { createHash } from 'node:crypto';
import type { FundingProvider, FundingTransfer } from '../funding';

/*
 * The sandbox funding party (issue 13): a bank that sends one transfer per idempotency key. Its ledger lives with the
 * bank (here: the server process), not in our database, like a real bank's: a restart of our server in the middle of
 * funding asks again with the same key and gets the first transfer back. docs/sandbox.md "Funding".
 */
export interface SandboxBank extends FundingProvider {
  /** Every transfer the bank sent, in order (tests and the sandbox docs). */
  transfers(): readonly (FundingTransfer & { idempotencyKey: string; applicationUuid: string })[];
}

export const createSandboxFunding = (): SandboxBank => {
  const ledger = new Map<string, FundingTransfer & { idempotencyKey: string; applicationUuid: string }>();
  return {
    async disburse(request) {
      const existing = ledger.get(request.idempotencyKey);
      if (existing)
        return { transferId: existing.transferId, status: existing.status, amountDollars: existing.amountDollars };
      const transfer = {
        transferId: `sbx-tr-${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16)}`,
        status: 'SENT' as const,
        amountDollars: request.amountDollars,
        idempotencyKey: request.idempotencyKey,
        applicationUuid: request.applicationUuid,
      };
      ledger.set(request.idempotencyKey, transfer);
      return { transferId: transfer.transferId, status: transfer.status, amountDollars: transfer.amountDollars };
    },
    transfers: () => [...ledger.values()],
  };
};

export const sandboxFunding: SandboxBank = createSandboxFunding();
