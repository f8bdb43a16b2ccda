import { formatMoney, isInRange } from '@heloc/domain';
import type {
  HelocApplication,
  HelocStatus,
  Offer,
  SelectHelocOfferBody,
  SelectedOffer,
} from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import { AppError } from '../../platform/http/errors';
import type { Participation } from '../../platform/auth/access';
import { statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { readApplication } from './application.service';

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
  ctx: ServiceContext,
  caller: Participation,
  body: SelectHelocOfferBody,
): Promise<HelocApplication> =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await workflow.applications.lockParticipant(db, caller);
    requireSelectionStatus(row.checklist_status, 'bad_request');
    const offer = (row.offers as Offer[]).find((o) => o.term === body.term && o.type === body.type);
    if (!offer) throw new AppError('bad_request', `No ${body.type} offer with a ${body.term}-year term`);
    // docs/product/widgets-and-calculations.md §5: the numeric range check, both ends inclusive.
    if (!isInRange(body.drawAmount, offer.minDraw, offer.maxDraw)) {
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
    await workflow.applications.update(db, row.uuid, { selected_offer: json(selected) });
    return readApplication(db, { ...row, selected_offer: selected }, ctx.now());
  });

/**
 * Confirm the chosen offer (product/select confirm). The workflow moves OFFER_SELECTION on to HARD_CREDIT_PULL and
 * schedules the hard pull (docs/product/registration-and-routing.md §1: "A hard credit pull happens on submission"); its outcome is
 * COLLECT_ADDITIONAL_INFO (start/contact), or a frozen/locked/no-match credit status (docs/sandbox.md).
 * A revised offer (REVISED_OFFER_SELECTION: re-priced on a lower verified income) comes after the hard pull and the
 * income check: confirming it goes on to IDENTITY_VERIFICATION, without a second pull.
 */
export const confirmOffer = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await workflow.applications.lockParticipant(db, caller);
    requireSelectionStatus(row.checklist_status, 'conflict');
    const selected = row.selected_offer as SelectedOffer | null;
    if (!selected) throw new AppError('bad_request', 'Select an offer before confirming it');
    const isRevised = row.checklist_status === 'REVISED_OFFER_SELECTION';
    const written = await workflow.advance(
      db,
      row,
      { checklistStatus: isRevised ? 'IDENTITY_VERIFICATION' : 'HARD_CREDIT_PULL' },
      {
        by: `identity:${caller.identityUuid}`,
        ...(isRevised ? {} : { next: 'HARD_CREDIT' as const }),
        extra: { selected_offer: json({ ...selected, confirmed: true }) },
      },
    );
    return statusOf(written);
  });
