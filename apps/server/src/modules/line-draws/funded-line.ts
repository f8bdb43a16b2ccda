import {
  additionalDrawRate,
  availableAmount,
  calendarDateIn,
  drawnAmount,
  drawPeriodEndsOn,
  drawRefusal,
  type FundedLine,
  type Language,
  LINE_DRAW_MESSAGES,
  lineDrawMargin,
  MIN_ADDITIONAL_DRAW_DOLLARS,
  nextLinePayment,
  type OrgMetaData,
  pendingAmount,
} from '@heloc/domain';
import type { FundedLineAnswer, LineDrawAnswer, Offer, SelectedOffer } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow, LineDrawRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { textIn } from '../../platform/i18n/format-message';
import { listDocumentRecords } from '../../platform/storage';
import { propertyAddressOf, propertyTimeZoneOf, resolvePricingData } from '../../workflow';
import { findOrganization } from '../../platform/org/organizations.repo';
import { listLineDraws } from './line-draws.repo';

/*
 * The funded line as the dashboard shows it and as a draw is checked against (docs/decisions.md "Draws after
 * funding"): the application's chosen offer and funding, its draws after the first, the organisation's prime rate.
 */

/** The line's documents: the signed closing package, its disclosures, the notary's, and each draw's disclosure. */
const LINE_DOCUMENT_KINDS = ['SIGNED_DOCUMENT', 'CLOSING_DISCLOSURE', 'NOTARY_DISCLOSURE', 'DRAW_DISCLOSURE'];

export interface LoadedLine {
  row: ApplicationRow;
  line: FundedLine;
  draws: LineDrawRow[];
  timeZone: string;
  today: string;
  primeRate: number;
  margin: number;
  rate: number;
  lender: { name: string; nmls: string | null; supportEmail: string; supportPhone: string };
}

const statusOf = (status: string): LineDrawAnswer['status'] =>
  status === 'FUNDED' || status === 'REJECTED' ? status : 'PENDING';

/** The line of a funded (COMPLETE) application; 409 before funding. */
export const loadLine = async (db: Db, row: ApplicationRow, now: Date): Promise<LoadedLine> => {
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offer = selected
    ? ((row.offers ?? []) as Offer[]).find((o) => o.term === selected.term && o.type === selected.type)
    : undefined;
  if (row.checklist_status !== 'COMPLETE' || !row.funded_at || !selected || !offer) {
    throw new AppError('conflict', LINE_DRAW_MESSAGES.notFunded);
  }
  const org = await findOrganization(db, row.org_code);
  const pricing = resolvePricingData((org?.org_pricing_data ?? []) as Record<string, unknown>[]);
  const meta = (org?.org_meta_data ?? {}) as Partial<OrgMetaData>;
  const timeZone = propertyTimeZoneOf(row);
  const draws = await listLineDraws(db, row.uuid);
  const lineRate = selected.rate ?? offer.rate;
  const margin = lineDrawMargin({
    type: selected.type === 'VARIABLE' ? 'VARIABLE' : 'FIXED',
    additionalDrawMargin: pricing.additionalDrawMargin,
    variableMargin: pricing.variableMargin,
    lineRate,
    offerBaseRate: offer.baseRate,
  });
  const line: FundedLine = {
    creditLimit: offer.max,
    firstDrawAmount: selected.drawAmount,
    originationFee: offer.originationFee,
    firstDrawRate: lineRate,
    termYears: selected.term,
    fundedOn: calendarDateIn(row.funded_at, timeZone),
    draws: draws.map((d) => ({
      amount: d.amount_dollars,
      rate: d.rate,
      status: statusOf(d.status),
      fundedOn: d.funded_at ? calendarDateIn(d.funded_at, timeZone) : null,
    })),
  };
  return {
    row,
    line,
    draws,
    timeZone,
    today: calendarDateIn(now, timeZone),
    primeRate: pricing.primeRate,
    margin,
    rate: additionalDrawRate({
      primeRate: pricing.primeRate,
      margin,
      minRate: pricing.minRate,
      maxRate: pricing.maxRate,
    }),
    lender: {
      name: meta.companyName ?? row.org_code,
      nmls: meta.nmls ?? null,
      supportEmail: meta.supportEmail ?? '',
      supportPhone: meta.supportPhone ?? '',
    },
  };
};

export const toDrawAnswer = (d: LineDrawRow): LineDrawAnswer => ({
  uuid: d.uuid,
  requestId: d.request_id,
  amount: d.amount_dollars,
  rate: d.rate,
  primeRate: d.prime_rate,
  status: statusOf(d.status),
  requestedAt: d.requested_at.toISOString(),
  fundedAt: d.funded_at?.toISOString() ?? null,
  transferId: d.transfer_id,
  accountMask: d.account_last4,
  returnReason: d.return_reason,
  disclosureUuid: d.disclosure_document_uuid,
});

export const propertyLabelOf = (row: ApplicationRow): string => {
  const address = propertyAddressOf(row);
  return [address.street1, address.city].filter(Boolean).join(', ');
};

/** The line's answer for `role` (only the primary borrower may draw), its refusal in the reader's language. */
export const toLineAnswer = async (
  db: Db,
  loaded: LoadedLine,
  role: string | undefined,
  language: Language = 'en',
): Promise<FundedLineAnswer> => {
  const { row, line } = loaded;
  const refusal = role === 'PRIMARY' ? drawRefusal(line, loaded.today) : LINE_DRAW_MESSAGES.onlyPrimary;
  const documents = await listDocumentRecords(db, row.uuid, { kinds: LINE_DOCUMENT_KINDS });
  return {
    uuid: row.uuid,
    loanNumber: row.loan_number,
    propertyLabel: propertyLabelOf(row),
    timeZone: loaded.timeZone,
    creditLimit: line.creditLimit,
    drawn: drawnAmount(line),
    pending: pendingAmount(line),
    available: availableAmount(line),
    termYears: line.termYears,
    rateType: ((row.selected_offer ?? null) as SelectedOffer | null)?.type ?? 'FIXED',
    firstDraw: { amount: line.firstDrawAmount, rate: line.firstDrawRate, fundedOn: line.fundedOn },
    drawRate: { primeRate: loaded.primeRate, margin: loaded.margin, rate: loaded.rate },
    drawPeriodEndsOn: drawPeriodEndsOn(line),
    minDraw: MIN_ADDITIONAL_DRAW_DOLLARS,
    canDraw: refusal === null,
    drawRefusal: refusal && textIn(language, refusal),
    nextPayment: nextLinePayment(line, loaded.today),
    draws: loaded.draws.map(toDrawAnswer),
    documents: documents
      // A notarial certificate names one signer; the closing package and the draws' disclosures are the line's.
      .map((d) => ({
        uuid: d.uuid,
        kind: d.kind as FundedLineAnswer['documents'][number]['kind'],
        fileName: d.file_name,
        createdAt: d.created_at.toISOString(),
      })),
  };
};
