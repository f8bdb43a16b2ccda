import { createHash } from 'node:crypto';
import type { FundingProvider, FundingTransfer } from '../funding';

/*
 * The sandbox funding party: a bank that sends one transfer per idempotency key. Its ledger lives with the
 * bank (here: the server process), not in our database, like a real bank's: a restart of our server in the middle of
 * funding asks again with the same key and gets the first transfer back. docs/sandbox.md "Funding".
 */
export interface SandboxBank extends FundingProvider {
  /** Every transfer the bank sent, in order (tests and the sandbox docs). */
  transfers(): readonly (FundingTransfer & { idempotencyKey: string; applicationUuid: string })[];
}

/** Sandbox: an account number ending in these digits is refused as closed (docs/sandbox.md "Funding"). */
export const SANDBOX_CLOSED_ACCOUNT_SUFFIX = '0002';
const CLOSED_ACCOUNT_RETURN = 'R02: the account is closed';

export const createSandboxFunding = (): SandboxBank => {
  const ledger = new Map<string, FundingTransfer & { idempotencyKey: string; applicationUuid: string }>();
  return {
    async disburse(request) {
      const existing = ledger.get(request.idempotencyKey);
      if (existing) {
        const { idempotencyKey: _key, applicationUuid: _app, ...answer } = existing;
        return answer;
      }
      const closed = request.accountNumber.endsWith(SANDBOX_CLOSED_ACCOUNT_SUFFIX);
      const transfer: FundingTransfer & { idempotencyKey: string; applicationUuid: string } = {
        transferId: `sbx-tr-${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16)}`,
        status: closed ? 'REJECTED' : 'SENT',
        amountDollars: request.amountDollars,
        ...(closed ? { returnReason: CLOSED_ACCOUNT_RETURN } : {}),
        idempotencyKey: request.idempotencyKey,
        applicationUuid: request.applicationUuid,
      };
      ledger.set(request.idempotencyKey, transfer);
      const { idempotencyKey: _key, applicationUuid: _app, ...answer } = transfer;
      return answer;
    },
    transfers: () => [...ledger.values()],
  };
};

export const sandboxFunding: SandboxBank = createSandboxFunding();
