import type { ChecklistStatus } from '@heloc/domain';
import type { AdverseActionNotice, HelocStatus } from '@heloc/domain/contracts';
import type { Db } from '../platform/database/database';
import type { AdditionalSignerRow, ApplicationRow, ConditionRow } from '../platform/database/schema';
import type { ApplicationVerbs } from './applications/application-verbs';
import type { ClosingVerbs } from './closing/closing-verbs';
import type { NewCondition } from './conditions/raise-condition';
import type { DecisionInput } from './decisions/decision';
import type { Providers } from './providers';
import type { SignerVerbs } from './signers/signer-verbs';
import type { StatusPatch } from './status/status-fields';
import type { StepKey } from './steps';
import type { PropertyVerbs } from './steps/property-verbs';
import type { VerificationVerbs } from './steps/verification-verbs';

/*
 * The verbs of the lending engine (app.workflow, decorated by workflow.plugin.ts, implemented by workflow.ts): every
 * write a module makes to the engine's tables, and every lock it takes on them, is one of these, in the caller's
 * transaction. workflow/index.ts exports this type with the engine's read-models.
 */

export interface AdvanceOptions {
  /** Who made the change: 'identity:<uuid>', 'sandbox', ... (recorded in status_history). */
  by: string;
  /** The processing step to schedule once the status is written (due after PROCESSING_DELAY_MS). */
  next?: StepKey;
  /** When `next` is due, if not after PROCESSING_DELAY_MS (the broker price opinion: VALUATION_DELAY_MS). */
  nextAfterMs?: number;
  /** Other columns written in the same statement as the status. */
  extra?: Record<string, unknown>;
  /** Operations staff (the sandbox control API) may set any status; everyone else follows the status machine. */
  bypassMachine?: boolean;
  /** A move to DECLINED records its principal reasons (and the notice) with it. */
  decision?: DecisionInput;
}

export interface SubmitConditionOptions {
  by: string;
  /** The files of the answer, in order. */
  documentUuids?: readonly string[];
  /** Kept with the submission in the history (an ID answer: its ID type). */
  note?: string | null;
  /** Who decides: the lender's reviewer (the default) or the identity check already scheduled. */
  decidedBy?: 'REVIEWER' | 'IDENTITY_CHECK';
}

export type ConditionDecision = { decision: 'ACCEPT' } | { decision: 'REJECT'; reason: string };

export interface Workflow {
  /** The status a new application starts in (it is inserted with it; `start` records it). */
  readonly initialStatus: ChecklistStatus;
  /**
   * docs/product/registration-and-routing.md §3: the status of an application after applying what is due: one statement when nothing is due.
   * With `participant`, only if that identity takes part in it; undefined when there is no such application.
   */
  readStatus(uuid: string, options?: { participant?: string }): Promise<HelocStatus | undefined>;
  /** Applies the due transitions of one application, or of all (the sweeper). Returns how many it applied. */
  applyDue(uuid?: string): Promise<number>;
  /** Records a new application's first status and schedules its first step, in the caller's transaction. */
  start(trx: Db, uuid: string, options: { by: string }): Promise<void>;
  /**
   * Writes a status change of the locked `row` in the caller's transaction (the one status writer), checked against
   * the status machine, and schedules the next step. Answers the row as written.
   */
  advance(trx: Db, row: ApplicationRow, patch: StatusPatch, options: AdvanceOptions): Promise<ApplicationRow>;
  /** Raises a lender condition (docs/product/application-area.md §4.1) in the caller's transaction: the engine's checks and operations staff. */
  raiseCondition(trx: Db, condition: NewCondition): Promise<ConditionRow>;
  /**
   * Records the applicant's answer to a (locked) condition: SUBMITTED, then reviewed by CONDITION_REVIEW after
   * CONDITION_REVIEW_DELAY_MS; or, with `decidedBy: 'IDENTITY_CHECK'`, IN_REVIEW at once and decided by VERIFY_IDENTITY.
   */
  submitCondition(trx: Db, condition: ConditionRow, options: SubmitConditionOptions): Promise<ConditionRow>;
  /**
   * Operations staff accept or reject (with the reason the applicant sees) a (locked) condition of the locked `row`;
   * an accepted condition the workflow waits for moves the application on (recorded as `by`).
   */
  decideCondition(
    trx: Db,
    row: ApplicationRow,
    condition: ConditionRow,
    decision: ConditionDecision,
    options: { by: string },
  ): Promise<ConditionRow>;
  /**
   * The broker's value of a (locked) application waiting for the broker price opinion (NAV_BPO_PROCESSING), entered by
   * a member instead of the provider's answer: the offers are priced as when the provider answers (recorded as `by`).
   */
  enterBrokerValue(
    trx: Db,
    row: ApplicationRow,
    valueDollars: number,
    options: { by: string },
  ): Promise<ApplicationRow>;
  /** The adverse action notice of the application's latest decline; undefined when never declined. */
  adverseActionNotice(uuid: string): Promise<AdverseActionNotice | undefined>;
  /**
   * An additional signer completed the closing package (the signing module, in its transaction, with the
   * locked row): stamps them signed and, at CO_DEED_REQ with nobody pending, moves on to GEN_NOTARY_DISCLOSURE.
   */
  additionalSignerSigned(
    trx: Db,
    row: ApplicationRow,
    identityUuid: string,
    options: { by: string },
  ): Promise<ApplicationRow>;
  /**
   * Who must sign besides the primary applicant (co-owners on the title report, the spouse where the state
   * requires it, anyone the applicant added), creating the rows the title and the state rule call for.
   */
  requiredSigners(trx: Db, row: ApplicationRow): Promise<AdditionalSignerRow[]>;
  /** At CO_DEED_REQ, moves on once everyone listed has signed (after the applicant removed a signer). */
  settleSigners(trx: Db, row: ApplicationRow, options: { by: string }): Promise<ApplicationRow>;
  /** One condition of the application, locked for the caller's transaction (to answer or decide it). */
  lockCondition(trx: Db, applicationUuid: string, conditionUuid: string): Promise<ConditionRow | undefined>;
  /** The outside parties (sandbox or real), for the calls a module makes on the applicant's behalf (linking). */
  readonly providers: Providers;
  /** What modules do to an application beside its status: create it, record what its people chose, assign, lock. */
  readonly applications: ApplicationVerbs;
  /** The ID checks and income verifications the applicant asks for. */
  readonly verification: VerificationVerbs;
  /** The liens the title search finds and the applicant's choices, the valuation asked for, the linked assets. */
  readonly property: PropertyVerbs;
  /** The bank accounts, the notary appointment, and each signer's consent, reads and signatures. */
  readonly closing: ClosingVerbs;
  /** The additional signers the applicant adds, invites or removes, and who joins. */
  readonly signers: SignerVerbs;
}
