import type { NotaryIdDocumentType, NotaryMode } from '@heloc/domain';
import type { ProviderAddress, ProviderApplicant } from './applicant';

/*
 * The notary party of the closing: which notarisation the property's state and county accept, the remote
 * online notarisation session (the notary's identity check and knowledge questions) and the in-person notary's
 * diary. The sandbox (sandbox/notary.ts) holds the state and county table documented in docs/sandbox.md.
 */

export interface NotaryRule {
  mode: NotaryMode;
  /** The county the rule was read for (from the zip), when the table knows it. */
  county: string | null;
  /** What the applicant is told: why remote or in person, and what the state requires. */
  reason: string;
  /** The state expects a closing attorney to review the file before the signing (ATTORNEY_REVIEW). */
  attorneyReview: boolean;
  /** Business days the state makes the borrower wait before signing (NOTARY_WAITING_PERIOD); 0 for none. */
  waitingPeriodBusinessDays: number;
}

export interface CommissionedNotary {
  name: string;
  /** Commission number and state. */
  commission: string;
}

export interface KnowledgeQuestionWithAnswer {
  id: string;
  text: string;
  choices: { id: string; text: string }[];
  answerId: string;
}

export interface InPersonSlot {
  slotId: string;
  /** ISO date-time of the appointment start (one hour long). */
  startsAt: string;
  notaryName: string;
  place: { name: string; street1: string; city: string; state: string; zip: string };
}

export interface NotaryProvider {
  ruleFor(property: Pick<ProviderAddress, 'state' | 'zip'>): NotaryRule;
  /** The remote notary who takes a participant's session. */
  assignNotary(signer: ProviderApplicant, property: ProviderAddress): Promise<CommissionedNotary>;
  /** Credential analysis of the government ID the signer holds up to the camera. */
  checkId(
    signer: ProviderApplicant,
    id: { documentType: NotaryIdDocumentType; documentLast4: string },
  ): Promise<{ verified: boolean; message: string | null }>;
  /** Knowledge-based authentication: questions from public records about the signer and the property. */
  knowledgeQuestions(signer: ProviderApplicant, property: ProviderAddress): Promise<KnowledgeQuestionWithAnswer[]>;
  /** The in-person notary's free appointments near the property, from `from` for `days` days. */
  inPersonSlots(property: ProviderAddress, from: Date, days: number): Promise<InPersonSlot[]>;
  /** After an in-person appointment: whether the deed was signed before the notary. */
  appointmentOutcome(slotId: string): Promise<'SIGNED' | 'MISSED'>;
}
