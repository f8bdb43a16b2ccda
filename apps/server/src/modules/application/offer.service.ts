import { formatMoney } from '@heloc/domain';
import type {
  HelocApplication,
  HelocStatus,
  Offer,
  SelectHelocOfferBody,
  SelectedOffer,
} from '@heloc/domain/contracts';
import { json } from '../../db/json';
import type { Engine } from '../../engine/engine.plugin';
import { scheduleStep } from '../../engine/workflow/scheduler';
import { statusOf } from '../../engine/workflow/status-fields';
import { writeStatus } from '../../engine/workflow/status-writer';
import { canTransition } from '../../engine/workflow/transitions';
import { AppError } from '../../lib/errors';
import { readApplication, requireParticipantApplication } from './application.service';

const SELECTION_STATUSES = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'];

const requireSelectionStatus = (status: string, code: 'bad_request' | 'conflict') => {
  if (!SELECTION_STATUSES.includes(status)) {
    throw new AppError(code, 'Offers can be chosen only while the application is at offer selection');
  }
};

/**
 * Save the borrower's choice of offer (term and type), draw and payoff preference. The draw must lie within the
 * offer's minDraw..maxDraw (the domain's drawLimits computed them when the offers were priced).
 */
export const selectOffer = async (
  engine: Engine,
  uuid: string,
  identityUuid: string,
  body: SelectHelocOfferBody,
): Promise<HelocApplication> =>
  engine.db.transaction().execute(async (trx) => {
    const row = await requireParticipantApplication(trx, uuid, identityUuid, { forUpdate: true });
    requireSelectionStatus(row.checklist_status, 'bad_request');
    const offer = (row.offers as Offer[]).find((o) => o.term === body.term && o.type === body.type);
    if (!offer) throw new AppError('bad_request', `No ${body.type} offer with a ${body.term}-year term`);
    if (body.drawAmount < offer.minDraw || body.drawAmount > offer.maxDraw) {
      throw new AppError(
        'bad_request',
        `drawAmount: must be between ${formatMoney(offer.minDraw)} and ${formatMoney(offer.maxDraw)}`,
      );
    }
    const selected: SelectedOffer = {
      term: body.term,
      type: body.type,
      drawAmount: body.drawAmount,
      payoffPreference: body.payoffPreference,
      paymentMethod: body.paymentMethod ?? null,
      confirmed: false,
    };
    await trx
      .updateTable('applications')
      .set({ selected_offer: json(selected), updated_at: engine.now() })
      .where('uuid', '=', uuid)
      .execute();
    return readApplication(trx, { ...row, selected_offer: selected });
  });

/**
 * Confirm the chosen offer (product/select confirm). The workflow moves OFFER_SELECTION on to HARD_CREDIT_PULL and
 * schedules the hard pull (spec 01 §1: "A hard credit pull happens on submission"); its outcome is
 * COLLECT_ADDITIONAL_INFO (start/contact), or a frozen/locked/no-match credit status (docs/sandbox.md).
 */
export const confirmOffer = async (engine: Engine, uuid: string, identityUuid: string): Promise<HelocStatus> =>
  engine.db.transaction().execute(async (trx) => {
    const now = engine.now();
    const row = await requireParticipantApplication(trx, uuid, identityUuid, { forUpdate: true });
    requireSelectionStatus(row.checklist_status, 'conflict');
    const selected = row.selected_offer as SelectedOffer | null;
    if (!selected) throw new AppError('bad_request', 'Select an offer before confirming it');
    if (!canTransition(row.checklist_status, 'HARD_CREDIT_PULL'))
      throw new AppError('conflict', 'The offer cannot be confirmed now');
    await writeStatus(
      trx,
      row,
      { checklistStatus: 'HARD_CREDIT_PULL' },
      { changedBy: `identity:${identityUuid}`, now, extra: { selected_offer: json({ ...selected, confirmed: true }) } },
    );
    await scheduleStep(trx, uuid, 'HARD_CREDIT', now, engine.processingDelayMs);
    return statusOf({ ...row, checklist_status: 'HARD_CREDIT_PULL' });
  });
