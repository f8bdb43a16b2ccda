import type { ESignProvider } from '../e-sign';
import type { FundingProvider } from '../funding';
import type { NotaryProvider } from '../notary';

// The parties the engine does not yet drive through a workflow step: deterministic, always-successful stand-ins.
// (Income and identity verification have files of their own: income.ts, identity-verification.ts.)

export const sandboxESign: ESignProvider = {
  async createEnvelope(signer) {
    return { envelopeId: `sandbox-${signer.applicationUuid}`, signingUrl: `/sandbox/e-sign/${signer.applicationUuid}` };
  },
};

const DAY_MS = 86_400_000;

export const sandboxNotary: NotaryProvider = {
  // Two slots a day at 10:00 and 15:00 UTC, starting the day after `from`.
  async availableSlots(_signer, from, days) {
    const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + DAY_MS;
    return Array.from({ length: days }, (_, day) => [10, 15].map((hour) => start + day * DAY_MS + hour * 3_600_000))
      .flat()
      .map((time) => ({ startsAt: new Date(time).toISOString(), isRemote: true }));
  },
};

export const sandboxFunding: FundingProvider = {
  async disburse(request) {
    return { transferId: `sandbox-transfer-${request.applicationUuid}`, status: 'SENT' };
  },
};
