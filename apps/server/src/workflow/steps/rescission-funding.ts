import { createHash } from 'node:crypto';
import { calendarDateIn, firstDrawKey, rescissionDeadline } from '@heloc/domain';
import type { SelectedOffer } from '@heloc/domain/contracts';
import { fieldContext } from '../../platform/crypto';
import {
  countRefusedTransfers,
  findBankAccount,
  findFundingTransfer,
  insertFundingTransfer,
} from '../closing/closing.repo';
import type { Step } from './step';
import { propertyTimeZoneOf } from './step-inputs';

/*
 * After the deed is notarised:
 *
 *   GEN_RESCISSION ─[RESCISSION_NOTICE]─▶ RESCISSION (a primary residence: three Regulation Z business days in the
 *        property's zone, Sundays and legal public holidays excluded) ─[RESCISSION_END at the deadline]─▶ RECORDING ─[RECORD_DEED]─▶ FUNDABLE
 *        ─[FUNDING_REQUEST]─▶ FUNDING_DECISION ─[FUND]─▶ COMPLETE
 *   A second home or an investment property has no right to cancel: GEN_RESCISSION goes straight to RECORDING.
 *   During RESCISSION the primary applicant may cancel (modules/notary: CANCELLED).
 *
 * FUND asks the funding provider for the first draw with an idempotency key fixed per application, and records the
 * transfer in the same transaction as COMPLETE: a restart after the provider sent the money but before the commit
 * asks again with the same key and gets the same transfer back, so the draw is sent once.
 */

/** The key the funding provider dedupes the first draw on. */

export const rescissionNotice: Step = {
  from: 'GEN_RESCISSION',
  async run({ row, now }) {
    if (row.occupancy_type !== 'HOME') return { patch: { checklistStatus: 'RECORDING' }, next: 'RECORD_DEED' };
    const { lastDay, endsAt } = rescissionDeadline(row.deed_signed_at ?? now, propertyTimeZoneOf(row));
    return {
      patch: { checklistStatus: 'RESCISSION' },
      data: { rescission_last_day: lastDay, rescission_ends_at: endsAt },
      next: 'RESCISSION_END',
      nextAfterMs: Math.max(0, endsAt.getTime() - now.getTime()),
    };
  },
};

export const rescissionEnd: Step = {
  from: 'RESCISSION',
  async run({ row, now }) {
    const endsAt = row.rescission_ends_at;
    if (endsAt && endsAt.getTime() > now.getTime()) {
      return { patch: {}, next: 'RESCISSION_END', nextAfterMs: endsAt.getTime() - now.getTime() };
    }
    return { patch: { checklistStatus: 'RECORDING' }, next: 'RECORD_DEED' };
  },
};

/** The sandbox county recorder records the deed at once and answers its instrument number. */
export const recordDeed: Step = {
  from: 'RECORDING',
  async run({ row, now }) {
    const digest = createHash('sha256').update(row.uuid).digest('hex').slice(0, 8).toUpperCase();
    const recordedOn = calendarDateIn(now, propertyTimeZoneOf(row)).replaceAll('-', '');
    const reference = `${row.property_state ?? 'US'}-${recordedOn}-${digest}`;
    return {
      patch: { checklistStatus: 'FUNDABLE' },
      data: { recorded_at: now, recording_reference: reference },
      next: 'FUNDING_REQUEST',
    };
  },
};

/** Recorded and past the right to cancel: the draw is ready to fund. */
export const fundingRequest: Step = {
  from: 'FUNDABLE',
  async run() {
    return { patch: { checklistStatus: 'FUNDING_DECISION' }, next: 'FUND' };
  },
};

export const fund: Step = {
  from: 'FUNDING_DECISION',
  async run({ trx, row, now, providers, cipher }) {
    // One key per attempt: the first transfer's, or a new one after each refusal (the applicant named another account).
    const key = firstDrawKey(row.uuid, (await countRefusedTransfers(trx, row.uuid)) + 1);
    const complete = { patch: { checklistStatus: 'COMPLETE' }, data: { funded_at: now } };
    // Already recorded (a replay of this step): never ask twice.
    const recorded = await findFundingTransfer(trx, key);
    if (recorded) return recorded.status === 'SENT' ? complete : { patch: {} };
    const offer = (row.selected_offer ?? null) as SelectedOffer | null;
    const account = await findBankAccount(trx, row.uuid, 'DISBURSE');
    // The crypto variant has no disbursement account (docs/product/registration-and-routing.md §4): nothing is wired.
    if (!account || !offer) return complete;
    const open = (column: string, value: string) =>
      cipher.decrypt(value, fieldContext('bank_accounts', account.uuid, column));
    const transfer = await providers.funding.disburse({
      applicationUuid: row.uuid,
      idempotencyKey: key,
      amountDollars: offer.drawAmount,
      routingNumber: open('routing_number', account.routing_number_encrypted),
      accountNumber: open('account_number', account.account_number_encrypted),
    });
    await insertFundingTransfer(trx, {
      idempotency_key: key,
      application_uuid: row.uuid,
      amount_dollars: transfer.amountDollars,
      transfer_id: transfer.transferId,
      status: transfer.status,
      account_last4: account.account_last4,
      return_reason: transfer.status === 'SENT' ? null : (transfer.returnReason ?? 'refused by the bank'),
      created_at: now,
    });
    // A refused transfer leaves the file at FUNDING_DECISION: the complete screen says why and asks for another
    // account (modules/bank/save-disburse-account.service.ts), which schedules this step again with the next key.
    if (transfer.status !== 'SENT') return { patch: {} };
    return complete;
  },
};
