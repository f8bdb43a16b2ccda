import { REVIEW_DECLINE_DEFAULTS, REVIEW_STATUSES, type DecidableReviewKey } from '@heloc/domain';
import type { ConsoleReviewKey, HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type DecisionInput, type DecisionReasonInput, readOpenCondition, statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';

/*
 * A reviewer's decision on an open review: one service for the sandbox control API (by 'sandbox') and the operations
 * console (by 'staff:<memberUuid>'), so both move a file the same way (docs/product/operations-console.md §8).
 * The reviews of review-app/* wait in their own status (REVIEW_STATUSES). Three more are the engine's holds the
 * console decides (docs/product/operations-console.md §4):
 *   identity  IDENTITY_VERIFICATION with an open ID_VERIFICATION_FAILURE condition: APPROVE accepts the condition
 *             (the workflow moves on to LIEN_VERIFICATION, as a reviewer's acceptance does);
 *   payoff    PAYOFF_REQUEST_PENDING, waiting for the lien holders' payoff letters: APPROVE confirms the payoff
 *             without the letter and moves on to the account step, as the letter's arrival does;
 *   flood     GEN_CLOSING_DISCLOSURE waiting on the flood certificate (waitingOnFloodCert): APPROVE orders the
 *             certificate again now (the closing package follows once it is issued).
 * DECLINE declines any of them with recorded reasons (the adverse action notice). 409 when the file is not in
 * the review.
 */

export const REVIEW_NOT_OPEN_MESSAGE = 'This review is not open';
export const IDENTITY_REVIEW_NOT_OPEN_MESSAGE =
  'This file is not in an identity review: there is no failed ID check waiting at identity verification';
export const PAYOFF_REVIEW_NOT_OPEN_MESSAGE =
  'This file is not in a payoff review: it is not waiting for the payoff letters of its liens';
export const FLOOD_REVIEW_NOT_OPEN_MESSAGE =
  'This file is not in a flood review: it is not waiting for the flood certificate';

export interface ReviewDecision {
  decision: 'APPROVE' | 'DECLINE';
  /** DECLINE: the principal reasons; default: the review's usual reason. */
  reasons?: readonly DecisionReasonInput[] | undefined;
  /** no-credit APPROVE: the score of the credit file matched by hand. */
  creditScore?: number | undefined;
}

type HoldKey = Exclude<ConsoleReviewKey, DecidableReviewKey>;

/** The usual reason of a decline at the engine's holds (Reg B sample form C-1 statements, or our own words). */
const HOLD_DECLINE_DEFAULTS: Record<HoldKey, DecisionInput> = {
  identity: { category: 'OTHER', reasons: [{ code: 'OTHER', text: 'Unable to verify your identity' }] },
  payoff: {
    category: 'COLLATERAL',
    reasons: [{ code: 'OTHER', text: 'Unable to verify the payoff of the liens on the property' }],
  },
  flood: {
    category: 'COLLATERAL',
    reasons: [{ code: 'OTHER', text: 'Unable to obtain a flood determination for the property' }],
  },
};

/** The score a reviewer's hand-matched credit file gives when the call names none (sandbox). */
const MATCHED_FILE_SCORE = 700;

const isHold = (review: ConsoleReviewKey): review is HoldKey =>
  review === 'identity' || review === 'payoff' || review === 'flood';

const declineOf = (review: ConsoleReviewKey, body: ReviewDecision): DecisionInput => {
  const defaults = isHold(review) ? HOLD_DECLINE_DEFAULTS[review] : REVIEW_DECLINE_DEFAULTS[review];
  return { category: defaults.category, reasons: body.reasons?.length ? body.reasons : defaults.reasons };
};

/** The open ID failure of the identity review, or 409. */
const identityFailureOf = async (tx: ServiceContext, row: ApplicationRow) => {
  const open =
    row.checklist_status === 'IDENTITY_VERIFICATION'
      ? await readOpenCondition(tx.db, row.uuid, 'ID_VERIFICATION_FAILURE')
      : undefined;
  if (!open) throw new AppError('conflict', IDENTITY_REVIEW_NOT_OPEN_MESSAGE);
  return open;
};

const requireOpen = async (tx: ServiceContext, row: ApplicationRow, review: ConsoleReviewKey) => {
  if (review === 'identity') return identityFailureOf(tx, row);
  if (review === 'payoff') {
    if (row.checklist_status !== 'PAYOFF_REQUEST_PENDING')
      throw new AppError('conflict', PAYOFF_REVIEW_NOT_OPEN_MESSAGE);
  } else if (review === 'flood') {
    if (row.checklist_status !== 'GEN_CLOSING_DISCLOSURE' || !row.waiting_on_flood_cert)
      throw new AppError('conflict', FLOOD_REVIEW_NOT_OPEN_MESSAGE);
  } else if (row.checklist_status !== REVIEW_STATUSES[review]) {
    throw new AppError('conflict', REVIEW_NOT_OPEN_MESSAGE);
  }
  return undefined;
};

/** `open`: the identity review's open ID failure, as requireOpen found it. */
const approveHold = async (
  tx: ServiceContext,
  row: ApplicationRow,
  review: HoldKey,
  open: Awaited<ReturnType<typeof requireOpen>>,
  by: string,
): Promise<ApplicationRow> => {
  const { db, workflow } = tx;
  if (review === 'identity') {
    if (!open) throw new AppError('conflict', IDENTITY_REVIEW_NOT_OPEN_MESSAGE);
    const locked = await workflow.lockCondition(db, row.uuid, open.uuid);
    if (!locked) throw new AppError('conflict', IDENTITY_REVIEW_NOT_OPEN_MESSAGE);
    await workflow.decideCondition(db, row, locked, { decision: 'ACCEPT' }, { by });
    return (await workflow.applications.lock(db, row.uuid)) ?? row;
  }
  if (review === 'payoff') {
    return workflow.advance(
      db,
      row,
      { checklistStatus: row.is_crypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT' },
      { by },
    );
  }
  return workflow.advance(db, row, {}, { by, next: 'GEN_CLOSING_DISCLOSURE', nextAfterMs: 0 });
};

/**
 * Decides `review` of the locked `row` in the caller's transaction, recorded as made `by`: the sandbox control API
 * and the console both come here. Answers the row as written.
 */
export const decideLockedReview = async (
  tx: ServiceContext,
  row: ApplicationRow,
  review: ConsoleReviewKey,
  body: ReviewDecision,
  { by }: { by: string },
): Promise<ApplicationRow> => {
  const { db, workflow } = tx;
  const open = await requireOpen(tx, row, review);
  if (body.decision === 'DECLINE') {
    // The engine's holds have no DECLINED edge in the status machine: a reviewer's decline leaves from any of them.
    return workflow.advance(
      db,
      row,
      { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
      { by, decision: declineOf(review, body), bypassMachine: isHold(review) },
    );
  }
  if (isHold(review)) return approveHold(tx, row, review, open, by);
  if (review === 'incorrect-pin' || review === 'incorrect-ownership') {
    // The offers were priced before the title review held them.
    const patch = {
      checklistStatus: 'OFFER_SELECTION',
      uwDecision: 'SELECT',
      uwSubDecision: 'UNVERIFIED_OFFER',
    } as const;
    return workflow.advance(db, row, patch, { by });
  }
  const score = { credit_score: body.creditScore ?? MATCHED_FILE_SCORE };
  if (review === 'no-credit' && row.credit_block?.pull === 'HARD') {
    // The file the hard pull missed is found after the offer was confirmed: the application goes on from there.
    return workflow.advance(db, row, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' }, { by, extra: score });
  }
  const extra = review === 'no-credit' ? score : undefined;
  const patch = { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS', uwDecision: 'INITIAL' } as const;
  return workflow.advance(db, row, patch, { by, next: 'INITIAL_OFFERS', ...(extra ? { extra } : {}) });
};

/**
 * Sandbox control API: the reviewer approves (the application moves on to the offers) or declines (DECLINED with
 * recorded reasons: the adverse action notice). 409 when the application is not in that review.
 */
export const decideReview = (
  ctx: ServiceContext,
  uuid: string,
  review: DecidableReviewKey,
  body: ReviewDecision,
  { by }: { by: string },
): Promise<HelocStatus> =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lock(tx.db, uuid);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return statusOf(await decideLockedReview(tx, row, review, body, { by }));
  });
