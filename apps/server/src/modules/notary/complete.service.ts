import { calendarDateIn, firstPayment, lastDayBefore } from '@heloc/domain';
import type { CompleteSummary, HelocStatus, Offer, SelectedOffer } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import { listDocumentRecords } from '../../platform/storage';
import { readSentFundingTransfer, propertyTimeZoneOf, statusOf } from '../../workflow';
import { openFundingRefusal } from '../bank';
import { inTransaction, type ServiceContext } from '../service-context';
import { listNotarySessions } from './notary.repo';
import { nameOf, loadParticipation } from './notary-access';
import type { Participation } from '../../platform/auth/access';

/*
 * complete: the line, the first draw and payment, the right to cancel and the funding; cancelling during the right
 * to cancel.
 */

const SHOWN_DOCUMENT_KINDS = ['SIGNED_DOCUMENT', 'CLOSING_DISCLOSURE', 'NOTARY_DISCLOSURE', 'NOTARIAL_CERTIFICATE'];

/** complete: the real figures of the line, the first draw and the first payment, the right to cancel, the funding. */
export const getCompleteSummary = async (ctx: ServiceContext, caller: Participation): Promise<CompleteSummary> => {
  const { row, participants, me } = await loadParticipation(ctx, caller);
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offer = selected
    ? ((row.offers ?? []) as Offer[]).find((o) => o.term === selected.term && o.type === selected.type)
    : undefined;
  const rate = selected?.rate ?? offer?.rate ?? null;
  const transfer = await readSentFundingTransfer(ctx.db, caller.applicationUuid);
  const refused = await openFundingRefusal(ctx, row);
  const timeZone = propertyTimeZoneOf(row);
  const fundedOn = row.funded_at ? calendarDateIn(row.funded_at, timeZone) : null;
  const payment =
    selected && offer && rate !== null
      ? firstPayment({
          drawAmount: selected.drawAmount,
          originationFee: offer.originationFee,
          annualRate: rate,
          termYears: selected.term,
          // Before funding: as if funded when the right to cancel ends (or today).
          fundedOn: fundedOn ?? calendarDateIn(row.rescission_ends_at ?? ctx.now(), timeZone),
        })
      : null;
  const sessions =
    row.checklist_status === 'DEED_SIGNING' ? await listNotarySessions(ctx.db, caller.applicationUuid) : [];
  const endsAt = row.rescission_ends_at;
  const documents = await listDocumentRecords(ctx.db, caller.applicationUuid, { kinds: SHOWN_DOCUMENT_KINDS });
  return {
    checklistStatus: row.checklist_status,
    timeZone,
    lineAmount: offer?.max ?? null,
    drawAmount: selected?.drawAmount ?? null,
    rate,
    termYears: selected?.term ?? null,
    firstPayment: payment,
    disburseAccountMask: row.disburse_account_number ? row.disburse_account_number.slice(-4) : null,
    rescission:
      endsAt && ['RESCISSION', 'CANCELLED'].includes(row.checklist_status)
        ? {
            lastDay: lastDayBefore(endsAt, timeZone),
            endsAt: endsAt.toISOString(),
            canCancel:
              row.checklist_status === 'RESCISSION' && me.role === 'PRIMARY' && endsAt.getTime() > ctx.now().getTime(),
          }
        : null,
    funding: transfer
      ? {
          transferId: transfer.transfer_id,
          amount: transfer.amount_dollars,
          fundedAt: (row.funded_at ?? transfer.created_at).toISOString(),
        }
      : null,
    fundingRefused: refused
      ? {
          accountMask: refused.account_last4,
          reason: refused.return_reason ?? 'refused by the bank',
          refusedAt: refused.created_at.toISOString(),
          canGiveAccount: me.role === 'PRIMARY',
        }
      : null,
    waitingFor:
      row.checklist_status === 'DEED_SIGNING'
        ? participants
            .filter((p) => !sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'))
            .map(nameOf)
        : [],
    documents: documents
      .filter(
        (d) => d.kind !== 'NOTARIAL_CERTIFICATE' || d.subject_uuid === caller.identityUuid || me.role === 'PRIMARY',
      )
      .map((d) => ({
        uuid: d.uuid,
        kind: d.kind as CompleteSummary['documents'][number]['kind'],
        fileName: d.file_name,
        createdAt: d.created_at.toISOString(),
      })),
  };
};

/** The primary applicant cancels within the right to cancel: the line is never funded (CANCELLED). */
export const cancelDuringRescission = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  await ctx.workflow.readStatus(caller.applicationUuid);
  return inTransaction(ctx, async (tx) => {
    const { row, me } = await loadParticipation(tx, caller, true);
    if (me.role !== 'PRIMARY') throw new AppError('forbidden', 'Only the borrower can cancel the line');
    const open = row.checklist_status === 'RESCISSION' && (row.rescission_ends_at?.getTime() ?? 0) > tx.now().getTime();
    if (!open) throw new AppError('conflict', 'The right to cancel has ended');
    return statusOf(
      await tx.workflow.advance(
        tx.db,
        row,
        { checklistStatus: 'CANCELLED' },
        { by: `identity:${caller.identityUuid}` },
      ),
    );
  });
};
