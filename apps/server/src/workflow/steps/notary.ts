import { LOAN_FACTS, type OrgMetaData, waitingPeriodEnd } from '@heloc/domain';
import { storeDocument } from '../../platform/storage';
import type { ApplicationRow } from '../../platform/database/schema';
import { findReservation } from '../closing/closing.repo';
import { notaryDisclosurePdf } from '../documents/notary-pdf';
import type { NotaryRule } from '../providers/notary';
import type { Step, StepResult } from './step';
import { propertyAddressOf, propertyTimeZoneOf } from './step-inputs';
import { findOrganization } from '../../platform/org/organizations.repo';

/*
 * The notary step (docs/product/registration-and-routing.md §4 routes every status here to notary/intro, MANUAL_DEED_SIGNING to
 * notary/reserve-manual):
 *
 *   GEN_NOTARY_DISCLOSURE ─[NOTARY_DISCLOSURE]─▶ ATTORNEY_REVIEW ─[ATTORNEY_REVIEW]─▶ NOTARY_WAITING_PERIOD
 *        (where the state asks)                    ─[NOTARY_WAIT_END]─▶ DEED_SIGNING (remote) | MANUAL_DEED_SIGNING
 *   DEED_SIGNING: every participant's remote session (modules/notary) moves it to GEN_RESCISSION.
 *   MANUAL_DEED_SIGNING: the reservation schedules IN_PERSON_SIGNING at the appointment's end ─▶ GEN_RESCISSION.
 *
 * The rule (remote or in person, attorney, waiting period) is the notary provider's, by state and county.
 */

const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;
const HOUR_MS = 3_600_000;
/** An in-person appointment lasts an hour; the notary reports back when it ends. */
export const APPOINTMENT_MS = HOUR_MS;

export const notaryRuleOf = (row: ApplicationRow, rule: (p: { state: string; zip: string }) => NotaryRule) =>
  rule({ state: row.property_state ?? '', zip: row.property_zip ?? '' });

/** The signing itself: online where the property allows it, otherwise with a notary in person. */
const toSigning = (rule: NotaryRule): StepResult =>
  rule.mode === 'REMOTE'
    ? { patch: { checklistStatus: 'DEED_SIGNING', manualNotary: false } }
    : { patch: { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true } };

/**
 * The state's waiting period, if it has one, then the signing. Waiting ends at the start (local midnight) of a
 * business day in the property's time zone (docs/decisions.md "Business days").
 */
const afterReview = (row: ApplicationRow, rule: NotaryRule, now: Date): StepResult => {
  if (rule.waitingPeriodBusinessDays <= 0) return toSigning(rule);
  const until = waitingPeriodEnd(now, rule.waitingPeriodBusinessDays, propertyTimeZoneOf(row));
  return {
    patch: { checklistStatus: 'NOTARY_WAITING_PERIOD', manualNotary: rule.mode === 'IN_PERSON' },
    data: { notary_waiting_until: until },
    next: 'NOTARY_WAIT_END',
    nextAfterMs: Math.max(0, until.getTime() - now.getTime()),
  };
};

export const notaryDisclosure: Step = {
  from: 'GEN_NOTARY_DISCLOSURE',
  async run({ trx, row, now, documents, providers }) {
    const rule = notaryRuleOf(row, providers.notary.ruleFor);
    const org = await findOrganization(trx, row.org_code);
    const meta = (org?.org_meta_data ?? {}) as Partial<OrgMetaData>;
    const property = propertyAddressOf(row);
    const bytes = await notaryDisclosurePdf({
      lenderName: meta.companyName ?? row.org_code,
      loanNumber: row.loan_number,
      borrowerName: [row.applicant?.firstName, row.applicant?.lastName].filter(Boolean).join(' '),
      propertyLine: `${property.street1}, ${property.city}, ${property.state} ${property.zip}`,
      rule,
      feeDollars: LOAN_FACTS.manualNotaryFeeDollars,
      generatedAt: now,
      timeZone: propertyTimeZoneOf(row),
    });
    await storeDocument(trx, documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'NOTARY_DISCLOSURE',
      bytes,
      fileName: `notary-disclosure-${row.loan_number ?? row.uuid.slice(0, 8)}.pdf`,
      uploadedBy: 'SYSTEM',
      now,
    });
    const data = { notary_mode: rule.mode, notary_county: rule.county, notary_reason: rule.reason };
    if (rule.attorneyReview) {
      return {
        patch: { checklistStatus: 'ATTORNEY_REVIEW', manualNotary: rule.mode === 'IN_PERSON' },
        data,
        next: 'ATTORNEY_REVIEW',
      };
    }
    const result = afterReview(row, rule, now);
    return { ...result, data: { ...data, ...result.data } };
  },
};

/** The sandbox's closing attorney approves the file one processing delay after it arrives. */
export const attorneyReview: Step = {
  from: 'ATTORNEY_REVIEW',
  async run({ row, now, providers }) {
    return afterReview(row, notaryRuleOf(row, providers.notary.ruleFor), now);
  },
};

export const notaryWaitEnd: Step = {
  from: 'NOTARY_WAITING_PERIOD',
  async run({ row, now, providers }) {
    const until = row.notary_waiting_until;
    // Still early (the step ran before a moved deadline): look again when the period ends.
    if (until && until.getTime() > now.getTime()) {
      return { patch: {}, next: 'NOTARY_WAIT_END', nextAfterMs: until.getTime() - now.getTime() };
    }
    return toSigning(notaryRuleOf(row, providers.notary.ruleFor));
  },
};

/** After the in-person appointment: the notary reports the deed signed (or missed: the applicant books again). */
export const inPersonSigning: Step = {
  from: 'MANUAL_DEED_SIGNING',
  async run({ trx, row, now, providers }) {
    const reservation = await findReservation(trx, row.uuid);
    // Cancelled, or moved to a later time (the new time scheduled its own step).
    if (!reservation || reservation.starts_at.getTime() + APPOINTMENT_MS > now.getTime()) return { patch: {} };
    const outcome = await providers.notary.appointmentOutcome(reservation.slot_id);
    if (outcome !== 'SIGNED') return { patch: {} };
    return {
      patch: { checklistStatus: 'GEN_RESCISSION', primaryParticipantAcceptComplete: true },
      data: { deed_signed_at: new Date(reservation.starts_at.getTime() + APPOINTMENT_MS) },
      next: 'RESCISSION_NOTICE',
    };
  },
};
