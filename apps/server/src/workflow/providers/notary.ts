import type { ProviderApplicant } from './applicant';

export interface NotarySlot {
  /** ISO date-time of the session start. */
  startsAt: string;
  isRemote: boolean;
}

/** Remote (eNotary) or manual notary sessions for the deed signing (spec 02 §2.5). */
export interface NotaryProvider {
  availableSlots(signer: ProviderApplicant, from: Date, days: number): Promise<NotarySlot[]>;
}
