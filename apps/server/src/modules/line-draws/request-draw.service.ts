import { randomUUID } from 'node:crypto';
import {
  availableAmount,
  drawAmountError,
  drawnAmount,
  drawPeriodEndsOn,
  drawRefusal,
  type Language,
  LINE_DRAW_MESSAGES,
  nextLinePayment,
} from '@heloc/domain';
import type { FundedLineAnswer, LineDrawAnswer, RequestLineDrawBody } from '@heloc/domain/contracts';
import {
  drawDisclosurePdf,
  propertyAddressOf,
  readApplicationRow,
  readBankAccount,
  readParticipantApplication,
} from '../../workflow';
import { fieldContext } from '../../platform/crypto';
import type { LineDrawRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { storeDocument } from '../../platform/storage';
import { inTransaction, type ServiceContext } from '../service-context';
import { loadLine, toDrawAnswer, toLineAnswer } from './funded-line';
import { findLineDrawByRequest, insertLineDraw, setDrawDisclosure, settleLineDraw } from './line-draws.repo';
import type { Participation } from '../../platform/auth/access';

/*
 * The primary borrower asks for another draw of a funded line (docs/decisions.md "Draws after funding"):
 *   1. one transaction records it PENDING at prime plus the line's margin, after the checks (the primary borrower, a
 *      funded line, no other draw on its way, the amount within what is available): the line shows it on its way;
 *   2. a second transaction locks it, asks the funding provider (the one that sent the first draw) with a key fixed
 *      per draw, and records the answer; a funded draw gets its disclosure in the document store.
 * The same request id answers the same draw: a double click, a reload or a retry after a failure in between never
 * sends a second transfer (a pending draw is resumed with its own key, which the provider dedupes on).
 */

/** Generated here, not uploaded: the store's upload limit does not apply (the inspection still checks the type). */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

const drawKey = (applicationUuid: string, requestId: string) => `${applicationUuid}:draw:${requestId}`;

/** Step 1: the draw asked for with this request id, recorded PENDING when new. */
const recordDraw = (ctx: ServiceContext, caller: Participation, body: RequestLineDrawBody) =>
  inTransaction(ctx, async (tx): Promise<LineDrawRow> => {
    // Locked: two requests of one line are checked one after the other.
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (caller.role !== 'PRIMARY') {
      throw new AppError('forbidden', LINE_DRAW_MESSAGES.onlyPrimary);
    }
    const existing = await findLineDrawByRequest(tx.db, caller.applicationUuid, body.requestId);
    if (existing) return existing;
    const loaded = await loadLine(tx.db, row, tx.now());
    const refusal = drawRefusal(loaded.line, loaded.today);
    if (refusal) throw new AppError('conflict', refusal);
    const error = drawAmountError(loaded.line, body.amount, loaded.today);
    if (error) throw new AppError('bad_request', error);
    const account = await readBankAccount(tx.db, caller.applicationUuid, 'DISBURSE');
    if (!account) throw new AppError('conflict', LINE_DRAW_MESSAGES.noAccount);
    return insertLineDraw(tx.db, {
      uuid: randomUUID(),
      application_uuid: caller.applicationUuid,
      request_id: body.requestId,
      requested_by: caller.identityUuid,
      amount_dollars: body.amount,
      prime_rate: loaded.primeRate,
      margin: loaded.margin,
      rate: loaded.rate,
      status: 'PENDING',
      idempotency_key: drawKey(caller.applicationUuid, body.requestId),
      account_last4: account.account_last4,
      requested_at: tx.now(),
    });
  });

/** Step 2: a pending draw sent through the funding provider, its answer recorded and, funded, its disclosure stored. */
const fundDraw = (ctx: ServiceContext, draw: LineDrawRow) =>
  inTransaction(ctx, async (tx): Promise<LineDrawRow> => {
    const locked = await findLineDrawByRequest(tx.db, draw.application_uuid, draw.request_id, true);
    if (!locked || locked.status !== 'PENDING') return locked ?? draw;
    const account = await readBankAccount(tx.db, draw.application_uuid, 'DISBURSE');
    if (!account) throw new AppError('conflict', LINE_DRAW_MESSAGES.noAccount);
    const open = (column: string, value: string) =>
      tx.cipher.decrypt(value, fieldContext('bank_accounts', account.uuid, column));
    const transfer = await tx.workflow.providers.funding.disburse({
      applicationUuid: draw.application_uuid,
      idempotencyKey: locked.idempotency_key,
      amountDollars: locked.amount_dollars,
      routingNumber: open('routing_number', account.routing_number_encrypted),
      accountNumber: open('account_number', account.account_number_encrypted),
    });
    const now = tx.now();
    const sent = transfer.status === 'SENT';
    const settled = await settleLineDraw(tx.db, locked.uuid, {
      status: sent ? 'FUNDED' : 'REJECTED',
      transfer_id: transfer.transferId,
      return_reason: sent ? null : (transfer.returnReason ?? 'refused by the bank'),
      funded_at: sent ? now : null,
    });
    if (!sent) return settled;
    // The draw's own application (its borrower asked for it; recordDraw ran on their checked call).
    const row = await readApplicationRow(tx.db, draw.application_uuid);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    const after = await loadLine(tx.db, row, now);
    const address = propertyAddressOf(row);
    const loanNumber = row.loan_number ?? row.uuid.slice(0, 8).toUpperCase();
    const bytes = await drawDisclosurePdf({
      lender: after.lender,
      borrowerName: [row.applicant?.firstName, row.applicant?.middleName, row.applicant?.lastName]
        .filter(Boolean)
        .join(' '),
      propertyAddress: [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
        .filter(Boolean)
        .join(', '),
      loanNumber,
      drawAmount: settled.amount_dollars,
      primeRate: settled.prime_rate,
      margin: settled.margin,
      rate: settled.rate,
      accountLast4: settled.account_last4,
      transferId: transfer.transferId,
      fundedAt: now,
      timeZone: after.timeZone,
      creditLimit: after.line.creditLimit,
      drawnAfter: drawnAmount(after.line),
      availableAfter: availableAmount(after.line),
      termYears: after.line.termYears,
      drawPeriodEndsOn: drawPeriodEndsOn(after.line),
      nextPayment: nextLinePayment(after.line, after.today),
    });
    const stored = await storeDocument(tx.db, tx.documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'DRAW_DISCLOSURE',
      bytes,
      fileName: `draw-disclosure-${loanNumber}-${calendarStamp(after.today)}-${settled.uuid.slice(0, 8)}.pdf`,
      uploadedBy: 'SYSTEM',
      subjectUuid: settled.uuid,
      now,
    });
    return setDrawDisclosure(tx.db, settled.uuid, stored.uuid);
  });

const calendarStamp = (isoDate: string) => isoDate.replaceAll('-', '');

/** Asks for another draw (idempotent by requestId); answers the draw and the line after it. */
export const requestDraw = async (
  ctx: ServiceContext,
  caller: Participation,
  body: RequestLineDrawBody,
  language: Language = 'en',
): Promise<{ draw: LineDrawAnswer; line: FundedLineAnswer }> => {
  await ctx.workflow.readStatus(caller.applicationUuid);
  const recorded = await recordDraw(ctx, caller, body);
  const draw = recorded.status === 'PENDING' ? await fundDraw(ctx, recorded) : recorded;
  const row = await readParticipantApplication(ctx.db, caller);
  const line = await toLineAnswer(ctx.db, await loadLine(ctx.db, row, ctx.now()), 'PRIMARY', language);
  return { draw: toDrawAnswer(draw), line };
};
