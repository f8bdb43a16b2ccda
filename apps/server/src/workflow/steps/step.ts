import type { ChecklistStatus } from '@heloc/domain';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import type { DocumentStore } from '../../platform/storage';
import type { Providers } from '../providers';
import type { DecisionInput } from '../decisions/decision';
import type { StatusPatch } from '../status/status-fields';

/*
 * A processing step of the engine. It runs when its scheduled transition falls due (scheduler.ts), only if the
 * application is still in the step's `from` status; it asks the outside parties, decides, and answers the status
 * patch, the data columns to store and the step to schedule next. One file per step; steps/index.ts lists them.
 */

/** Every step, by key: a new step adds its key here and its definition to STEPS in steps/index.ts. */
export const STEP_KEYS = [
  'SOFT_CREDIT',
  'INITIAL_OFFERS',
  'HARD_CREDIT',
  'GEN_SUMMARY',
  'VERIFY_INCOME',
  'VERIFY_EMPLOYMENT',
  'VERIFY_IDENTITY',
  'PAYOFF_LETTER',
  'CONDITION_REVIEW',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'SIGNED_COPIES',
  // The broker price opinion returns (NAV_BPO_PROCESSING); linked and uploaded assets are verified.
  'BPO_VALUATION',
  'VERIFY_ASSETS',
  // From the notary disclosure to the funded line (steps/notary.ts, steps/rescission-funding.ts).
  'NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAIT_END',
  'IN_PERSON_SIGNING',
  'RESCISSION_NOTICE',
  'RESCISSION_END',
  'RECORD_DEED',
  'FUNDING_REQUEST',
  'FUND',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export interface StepResult {
  patch: StatusPatch;
  /** A decline's principal reasons, recorded with the patch (workflow/decisions). */
  decision?: DecisionInput;
  /** Non-status columns of the application to store with the patch. */
  data?: Record<string, unknown>;
  next?: StepKey;
  /** When `next` is due, if not after the processing delay (a vendor that asks to be asked again later). */
  nextAfterMs?: number;
}

export interface StepContext {
  /** The transaction the step runs in; the application row is locked in it. */
  trx: Db;
  row: ApplicationRow;
  providers: Providers;
  now: Date;
  /** Personal data at rest (decrypt what a provider needs, encrypt what it returns). */
  cipher: FieldCipher;
  /** Generated documents (disclosures, summaries) are stored here. */
  documents: DocumentStore;
}

export interface Step {
  /** The status the step applies at; 'ANY' for work that does not depend on it (reviewing lender conditions). */
  from: ChecklistStatus | 'ANY';
  run(ctx: StepContext): Promise<StepResult>;
}
