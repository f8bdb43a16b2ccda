import type { ESignProvider } from '../e-sign';

// The parties the engine does not yet drive through a workflow step: deterministic, always-successful stand-ins.
// (Income and identity verification have files of their own: income.ts, identity-verification.ts.)

export const sandboxESign: ESignProvider = {
  async createEnvelope(signer) {
    return { envelopeId: `sandbox-${signer.applicationUuid}`, signingUrl: `/sandbox/e-sign/${signer.applicationUuid}` };
  },
};
