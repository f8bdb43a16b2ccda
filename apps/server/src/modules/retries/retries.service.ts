import { randomUUID } from 'node:crypto';
import type { CreditBlock, HelocStatus, PropertyCandidate } from '@heloc/domain/contracts';
import { fieldContext, maskSsn } from '../../platform/crypto';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type StatusPatch, type StepKey, propertyAddressOf, statusOf } from '../../workflow';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import { inTransaction, type ServiceContext } from '../service-context';
import { findRetry, insertRetry, type RetryAction } from './retries.repo';

/*
 * A way out of the credit and property dead ends (docs/product/registration-and-routing.md §4 routing):
 * - credit/social (CREDIT_NO_MATCH): the full SSN, sealed at rest, re-runs the pull that found no file; a second miss
 *   is CREDIT_NO_MATCH_SSN (review-app/no-credit), decided by the credit step (workflow/steps/credit.ts);
 * - credit/error (SOFT_ / HARD_CREDIT_FROZEN or _LOCKED): "I've lifted it" re-runs that pull;
 * - review-app/property: a corrected address (NO_PROPERTY_FOUND) or the parcel picked among several
 *   (MULTIPLE_PROPERTIES) re-runs the property lookup.
 * A retry locks the application row, so two at once run one after the other; the second finds the first's request key
 * (a double click or a replay) or the application already processing, and answers the status without pulling again.
 */

const SSN_STATUS = 'CREDIT_NO_MATCH';
const FROZEN_STATUSES = ['SOFT_CREDIT_FROZEN', 'SOFT_CREDIT_LOCKED', 'HARD_CREDIT_FROZEN', 'HARD_CREDIT_LOCKED'];
const CREDIT_PROCESSING = ['WAITING_FOR_SOFT_CREDIT', 'HARD_CREDIT_PULL'];
const PROPERTY_PROCESSING = ['WAITING_FOR_INITIAL_OFFERS'];

export const SSN_WRONG_STATUS_MESSAGE =
  'Your Social Security number is needed only when we could not find your credit file';
export const LIFTED_WRONG_STATUS_MESSAGE = 'Your credit file is not frozen or locked';
export const ADDRESS_WRONG_STATUS_MESSAGE = 'Your address can be corrected only when we could not find your property';
export const CHOICE_WRONG_STATUS_MESSAGE = 'A property can be picked only when we found more than one';
export const NOT_A_CANDIDATE_MESSAGE = 'Please choose one of the properties we found';
export const otherStateMessage = (state: string) =>
  `Your property must be in ${state}, the state of this application. To apply for a property in another state, ` +
  'start a new application.';

const readStatusOf = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<HelocStatus> => {
  const status = await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};

interface Retry {
  action: RetryAction;
  /** The statuses the retry starts from. */
  from: readonly string[];
  /** The statuses it leads to while processing: finding one means the retry is already running. */
  processing: readonly string[];
  wrongStatusMessage: string;
  /** Checks the input against the locked row and answers the status patch, the step and the columns to write. */
  plan(row: ApplicationRow): { patch: StatusPatch; next: StepKey; extra?: Record<string, unknown> };
}

/** The pull a credit retry re-runs: the one that stopped (a hard no-match once the hard pull has run). */
const creditRetryOf = (row: ApplicationRow): { patch: StatusPatch; next: StepKey } =>
  (row.credit_block?.pull ?? (row.hard_credit_pulls > 0 ? 'HARD' : 'SOFT')) === 'HARD'
    ? { patch: { checklistStatus: 'HARD_CREDIT_PULL' }, next: 'HARD_CREDIT' }
    : { patch: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }, next: 'SOFT_CREDIT' };

const propertyRetry = { patch: { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS' }, next: 'INITIAL_OFFERS' } as const;

/**
 * Runs one retry: participants only (404 otherwise); the same request key again, or the application already
 * processing what a retry started, answers the status without a second pull; any other status is a 409.
 */
const runRetry = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  requestKey: string,
  retry: Retry,
): Promise<{ status: HelocStatus }> => {
  await inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    if (await findRetry(tx.db, uuid, requestKey)) return;
    if (retry.processing.includes(row.checklist_status)) return;
    if (!retry.from.includes(row.checklist_status)) throw new AppError('conflict', retry.wrongStatusMessage);
    const { patch, next, extra } = retry.plan(row);
    await insertRetry(tx.db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      identity_uuid: identityUuid,
      action: retry.action,
      request_key: requestKey,
      from_status: row.checklist_status,
      created_at: tx.now(),
    });
    await tx.workflow.advance(tx.db, row, patch, { by: `identity:${identityUuid}`, next, ...(extra ? { extra } : {}) });
  });
  // Reading the status applies the pull at once when it is already due (no processing delay).
  return { status: await readStatusOf(ctx, uuid, identityUuid) };
};

/** credit/social and credit/error: what stopped the last pull, and the status (participants only). */
export const getCreditBlock = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<{ block: CreditBlock | null; status: HelocStatus }> => {
  const status = await readStatusOf(ctx, uuid, identityUuid);
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const block = row.credit_block;
  return {
    block: block
      ? {
          pull: block.pull,
          reason: block.outcome,
          bureau: (block.bureau as CreditBlock['bureau']) ?? null,
          ssnMasked: row.ssn_last4 ? maskSsn(row.ssn_last4.padStart(9, '0')) : null,
        }
      : null,
    status,
  };
};

/** credit/social: the full SSN, sealed at rest with its last 4 beside it, re-runs the pull that found no file. */
export const submitSsn = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  { ssn, requestKey }: { ssn: string; requestKey: string },
) =>
  runRetry(ctx, uuid, identityUuid, requestKey, {
    action: 'SSN',
    from: [SSN_STATUS],
    processing: CREDIT_PROCESSING,
    wrongStatusMessage: SSN_WRONG_STATUS_MESSAGE,
    plan: (row) => ({
      ...creditRetryOf(row),
      extra: {
        ssn_sealed: ctx.cipher.encrypt(ssn, fieldContext('applications', row.uuid, 'ssn')),
        ssn_last4: ssn.slice(-4),
      },
    }),
  });

/** credit/error: "I've lifted it" re-runs the frozen or locked pull, soft or hard. */
export const retryCreditPull = (ctx: ServiceContext, uuid: string, identityUuid: string, requestKey: string) =>
  runRetry(ctx, uuid, identityUuid, requestKey, {
    action: 'CREDIT_LIFTED',
    from: FROZEN_STATUSES,
    processing: CREDIT_PROCESSING,
    wrongStatusMessage: LIFTED_WRONG_STATUS_MESSAGE,
    plan: (row) => creditRetryOf(row),
  });

/** review-app/property: the address searched and, when several properties were found, the candidates. */
export const getPropertyReview = async (ctx: ServiceContext, uuid: string, identityUuid: string) => {
  const status = await readStatusOf(ctx, uuid, identityUuid);
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const address = row.property_street1 ? propertyAddressOf(row) : null;
  const candidates: PropertyCandidate[] =
    status.checklistStatus === 'MULTIPLE_PROPERTIES' ? (row.property_candidates ?? []) : [];
  return { address, candidates, status: statusOf(row) };
};

interface AddressInput {
  street1: string;
  street2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
}

/** review-app/property (NO_PROPERTY_FOUND): the corrected address, in the application's state, re-runs the lookup. */
export const correctPropertyAddress = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  { address, requestKey }: { address: AddressInput; requestKey: string },
) =>
  runRetry(ctx, uuid, identityUuid, requestKey, {
    action: 'PROPERTY_ADDRESS',
    from: ['NO_PROPERTY_FOUND'],
    processing: PROPERTY_PROCESSING,
    wrongStatusMessage: ADDRESS_WRONG_STATUS_MESSAGE,
    plan: (row) => {
      // The state decided the lender's licence, eligibility and pricing of this application: it stays.
      if (row.property_state && address.state !== row.property_state) {
        throw new AppError('bad_request', otherStateMessage(row.property_state));
      }
      return {
        ...propertyRetry,
        extra: {
          property_street1: address.street1.trim(),
          property_street2: address.street2?.trim() || null,
          property_city: address.city.trim(),
          property_zip: address.zip,
          property_apn: null,
        },
      };
    },
  });

/** review-app/property (MULTIPLE_PROPERTIES): the parcel picked among those found; the lookup asks for it. */
export const chooseProperty = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  { apn, requestKey }: { apn: string; requestKey: string },
) =>
  runRetry(ctx, uuid, identityUuid, requestKey, {
    action: 'PROPERTY_CHOICE',
    from: ['MULTIPLE_PROPERTIES'],
    processing: PROPERTY_PROCESSING,
    wrongStatusMessage: CHOICE_WRONG_STATUS_MESSAGE,
    plan: (row) => {
      const chosen = (row.property_candidates ?? []).find((c) => c.apn === apn);
      if (!chosen) throw new AppError('bad_request', NOT_A_CANDIDATE_MESSAGE);
      return {
        ...propertyRetry,
        extra: {
          property_apn: chosen.apn,
          property_street1: chosen.address.street1,
          property_street2: chosen.address.street2,
          property_city: chosen.address.city,
          property_zip: chosen.address.zip,
        },
      };
    },
  });
