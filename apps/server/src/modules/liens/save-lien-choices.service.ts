import {
  englishOf,
  LIEN_ACTION_REQUIRED_MESSAGE,
  LIEN_PROOF_REQUIRED_MESSAGE,
  type LienAction,
  type LienPayoffStatus,
  type LienChoices,
  formatMoney,
  payoffOverDrawMessage,
} from '@heloc/domain';
import type { HelocStatus, Lien, SelectedOffer } from '@heloc/domain/contracts';
import { readLiens, statusOf } from '../../workflow';
import { json } from '../../platform/database/json';
import type { ApplicationRow, LienRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { listDocumentRecords } from '../../platform/storage';
import { inTransaction, type ServiceContext } from '../service-context';
import { ensureLiens, LIEN_STATUSES, toLien } from './liens-found';
import type { Participation } from '../../platform/auth/access';

const WRONG_STATUS_MESSAGE = 'Your liens can be confirmed only while we verify them';

const PAYOFF_STATUS: Record<LienAction, LienPayoffStatus | null> = {
  KEEP: null,
  PAY_OFF: 'MARKED_FOR_PAYOFF',
  ALREADY_PAID: 'PROOF_RECEIVED',
};

/** Every lien found answered once, no other; an already-paid lien has its proof; the draw covers the payoffs. */
const checkChoices = async (ctx: ServiceContext, row: ApplicationRow, liens: LienRow[], body: LienChoices) => {
  const known = new Set(liens.map((l) => l.uuid));
  const unknown = body.liens.find((choice) => !known.has(choice.uuid));
  if (unknown) throw new AppError('bad_request', `liens: no lien ${unknown.uuid} on this application`);
  const actionOf = new Map(body.liens.map((choice) => [choice.uuid, choice.action]));
  // One answer naming each lender, joined: read in English, as it always was (its parts are not one message).
  const errors = liens
    .filter((lien) => !actionOf.has(lien.uuid))
    .map((lien) => `${lien.lender_name}: ${englishOf(LIEN_ACTION_REQUIRED_MESSAGE)}`);
  const proofs = await listDocumentRecords(ctx.db, row.uuid, { kinds: ['LIEN_PAYOFF_PROOF'] });
  for (const lien of liens) {
    if (actionOf.get(lien.uuid) === 'ALREADY_PAID' && !proofs.some((p) => p.subject_uuid === lien.uuid)) {
      errors.push(`${lien.lender_name}: ${englishOf(LIEN_PROOF_REQUIRED_MESSAGE)}`);
    }
  }
  if (errors.length > 0) throw new AppError('bad_request', errors.join(', '));
  const payoff = liens.filter((l) => actionOf.get(l.uuid) === 'PAY_OFF').reduce((sum, l) => sum + l.balance_dollars, 0);
  const offer = row.selected_offer as SelectedOffer | null;
  if (offer && payoff > offer.drawAmount) {
    throw new AppError('bad_request', payoffOverDrawMessage(formatMoney(payoff), formatMoney(offer.drawAmount)));
  }
  return { actionOf, payoff };
};

/** The same answers as the ones recorded (a replay of the call that moved the application on). */
const isReplay = (liens: LienRow[], body: LienChoices) =>
  liens.length === body.liens.length &&
  body.liens.every((choice) => liens.some((l) => l.uuid === choice.uuid && l.action === choice.action));

/**
 * Records the answer for every lien and moves on: to PAYOFF_REQUEST_PENDING (the payoff letter is requested) when a
 * lien is paid off, else to the disbursement account, or to autopay for the crypto variant (docs/product/registration-and-routing.md §4).
 */
export const saveLienChoices = (
  ctx: ServiceContext,
  caller: Participation,
  body: LienChoices,
): Promise<{ liens: Lien[]; status: HelocStatus }> =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (!LIEN_STATUSES.includes(row.checklist_status)) {
      const recorded = await readLiens(tx.db, caller.applicationUuid);
      if (recorded.length > 0 && isReplay(recorded, body))
        return { liens: recorded.map(toLien), status: statusOf(row) };
      throw new AppError('conflict', WRONG_STATUS_MESSAGE);
    }
    const liens = await ensureLiens(tx, row);
    const { actionOf, payoff } = await checkChoices(tx, row, liens, body);
    for (const lien of liens) {
      const action = actionOf.get(lien.uuid) as LienAction;
      await tx.workflow.property.chooseLien(tx.db, lien.uuid, { action, payoffStatus: PAYOFF_STATUS[action] });
    }
    const offer = row.selected_offer as SelectedOffer | null;
    // docs/product/widgets-and-calculations.md §9: a lien paid off through the line is deducted from the draw (DEDUCT); otherwise liens are preserved.
    const extra = offer
      ? { selected_offer: json({ ...offer, payoffPreference: payoff > 0 ? 'DEDUCT' : 'PRESERVE' }) }
      : undefined;
    const written = await tx.workflow.advance(
      tx.db,
      row,
      {
        checklistStatus:
          payoff > 0 ? 'PAYOFF_REQUEST_PENDING' : row.is_crypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT',
      },
      {
        by: `identity:${caller.identityUuid}`,
        ...(payoff > 0 ? { next: 'PAYOFF_LETTER' as const } : {}),
        ...(extra ? { extra } : {}),
      },
    );
    return { liens: (await readLiens(tx.db, caller.applicationUuid)).map(toLien), status: statusOf(written) };
  });
