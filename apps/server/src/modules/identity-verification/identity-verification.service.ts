import { createHash, randomUUID } from 'node:crypto';
import {
  ID_BACK_REQUIRED_MESSAGE,
  ID_STILL_CHECKING_MESSAGE,
  ID_UNDER_REVIEW_MESSAGE,
  ID_VERIFICATION_FAILED_MESSAGE,
  type IdType,
  type IdentityVerificationResult,
  isIdBackRequired,
  type Language,
  type Message,
} from '@heloc/domain';
import type { IdentityCheck, VerifyIdentityResponse } from '@heloc/domain/contracts';
import type { DocumentRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { textIn } from '../../platform/i18n/format-message';
import type { UploadedFile } from '../../platform/http/multipart';
import { listDocumentRecords } from '../../platform/storage';
import {
  readIdentityCheckAttempts,
  readLatestIdentityCheck,
  type IdentityCheckRow,
  readOpenConditions,
  statusOf,
  readParticipantApplication,
} from '../../workflow';
import { saveDocument } from '../documents';
import { getFeature } from '../optimize';
import { inTransaction, type ServiceContext } from '../service-context';
import type { Participation } from '../../platform/auth/access';

/*
 * identity (IDENTITY_VERIFICATION): the applicant photographs a government ID; the engine's
 * VERIFY_IDENTITY step asks the identity provider (workflow/steps/identity.ts). Sending the same photos again (a double
 * click, a retry after a lost answer) answers the check already made; new photos are a new attempt.
 */

const STATUS = 'IDENTITY_VERIFICATION';
const WRONG_STATUS_MESSAGE = 'Your ID can be sent only while we verify your identity';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const messageOf = async (
  ctx: ServiceContext,
  check: NonNullable<IdentityCheckRow>,
): Promise<string | Message | null> => {
  if (check.outcome === 'PENDING_REVIEW') return ID_UNDER_REVIEW_MESSAGE;
  if (check.outcome !== 'FAILED_VERIFICATION') return null;
  // The lender's words to the borrower on the condition the failure raised (docs/product/application-area.md §4.1), when there are any.
  const condition = (await readOpenConditions(ctx.db, check.application_uuid)).find(
    (c) => c.category_enum === 'ID_VERIFICATION_FAILURE',
  );
  return condition?.comments_to_borrower ?? ID_VERIFICATION_FAILED_MESSAGE;
};

const toIdentityCheck = async (
  ctx: ServiceContext,
  check: NonNullable<IdentityCheckRow>,
  language: Language,
): Promise<IdentityCheck> => ({
  uuid: check.uuid,
  idType: check.id_type as IdType,
  result: check.outcome as IdentityVerificationResult | null,
  message: await messageOf(ctx, check).then((text) => (text === null ? null : textIn(language, text))),
  idNumberLast4: check.id_number_last4,
  attempt: await readIdentityCheckAttempts(ctx.db, check.application_uuid),
  submittedAt: check.created_at.toISOString(),
  completedAt: check.completed_at?.toISOString() ?? null,
});

/**
 * The latest ID check and the status (participants only). Reading the status first applies a due verification. Its
 * message is in the reader's language (docs/i18n.md).
 */
export const getIdentityCheck = async (ctx: ServiceContext, caller: Participation, language: Language = 'en') => {
  const uuid = caller.applicationUuid;
  const status = await ctx.workflow.readStatus(uuid);
  const row = await readParticipantApplication(ctx.db, caller);
  const check = await readLatestIdentityCheck(ctx.db, uuid);
  return { check: check ? await toIdentityCheck(ctx, check, language) : null, status: status ?? statusOf(row) };
};

/** Whether these photos are the ones of `check` (a replay), judged by their SHA-256. */
const isSameSubmission = (
  check: IdentityCheckRow,
  documents: readonly DocumentRow[],
  idType: IdType,
  hashes: { front: string; back: string | null },
) => {
  if (!check || check.id_type !== idType) return false;
  const hashOf = (documentUuid: string | null) => documents.find((d) => d.uuid === documentUuid)?.sha256 ?? null;
  return hashOf(check.front_document_uuid) === hashes.front && hashOf(check.back_document_uuid) === hashes.back;
};

export interface IdentitySubmission {
  idType: IdType;
  front: UploadedFile;
  back?: UploadedFile | undefined;
}

/**
 * Stores the photos, records the check and schedules VERIFY_IDENTITY in the caller's transaction (`tx.db`); answers
 * whether it was a replay. The conditions module uses it to re-verify an ID in the same transaction as its condition.
 */
export const submitIdentityCheck = async (
  tx: ServiceContext,
  caller: Participation,
  input: IdentitySubmission,
): Promise<{ replayed: boolean }> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
  const backOfId = (await getFeature(tx, row.org_code, 'back-of-id')).enabled;
  if (isIdBackRequired(input.idType, backOfId) && !input.back)
    throw new AppError('bad_request', ID_BACK_REQUIRED_MESSAGE);

  const latest = await readLatestIdentityCheck(tx.db, uuid);
  const hashes = { front: sha256(input.front.bytes), back: input.back ? sha256(input.back.bytes) : null };
  const documents = latest ? await listDocumentRecords(tx.db, uuid, { subjectUuid: latest.uuid }) : [];
  if (isSameSubmission(latest, documents, input.idType, hashes)) return { replayed: true };
  if (row.checklist_status !== STATUS) throw new AppError('conflict', WRONG_STATUS_MESSAGE);
  if (latest && latest.outcome === null) throw new AppError('conflict', ID_STILL_CHECKING_MESSAGE);

  const checkUuid = randomUUID();
  const save = (file: UploadedFile) =>
    saveDocument(tx, {
      applicationUuid: uuid,
      kind: 'GOVERNMENT_ID',
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: identityUuid,
      subjectUuid: checkUuid,
    });
  const front = await save(input.front);
  const back = input.back ? await save(input.back) : null;
  await tx.workflow.verification.submitIdentityCheck(
    tx.db,
    row,
    {
      uuid: checkUuid,
      identityUuid,
      idType: input.idType,
      frontDocumentUuid: front.uuid,
      backDocumentUuid: back?.uuid ?? null,
    },
    { by: `identity:${identityUuid}` },
  );
  return { replayed: false };
};

const submit = (ctx: ServiceContext, caller: Participation, input: IdentitySubmission) =>
  inTransaction(ctx, (tx) => submitIdentityCheck(tx, caller, input));

/**
 * Stores the ID's photos (GOVERNMENT_ID documents), records the check and schedules VERIFY_IDENTITY; then reads the
 * status, which applies the step when it is already due, and answers the provider's result (null while it checks).
 */
export const verifyIdentity = async (
  ctx: ServiceContext,
  caller: Participation,
  input: IdentitySubmission,
): Promise<VerifyIdentityResponse> => {
  await submit(ctx, caller, input);
  const { check, status } = await getIdentityCheck(ctx, caller);
  return { result: check?.result ?? null, status };
};
