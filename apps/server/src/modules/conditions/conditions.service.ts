import { createHash } from 'node:crypto';
import {
  CONDITION_NOT_ANSWERABLE_MESSAGE,
  CONDITION_WRONG_ACTION_MESSAGE,
  conditionAction,
  conditionDocumentsMissingMessage,
  ID_BACK_REQUIRED_MESSAGE,
  type IdType,
  isConditionAnswerable,
  isIdBackRequired,
} from '@heloc/domain';
import type { ApplicationDocument, Condition } from '@heloc/domain/contracts';
import type { ApplicationRow, ConditionRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { deleteDocumentRecord, listDocumentRecords } from '../../platform/storage';
import { readConditionAnswers, readConditions } from '../../workflow';
import { saveDocument, toApplicationDocument } from '../documents';
import { setPhoneAlias } from '../identity';
import { submitIdentityCheck } from '../identity-verification';
import { getFeature } from '../optimize';
import { inTransaction, type ServiceContext } from '../service-context';
import { answerFiles, toCondition } from './condition-answers';
import type { Participation } from '../../platform/auth/access';

/*
 * Lender conditions (docs/product/application-area.md §4.1): the applicant sees them and answers each one (files, a phone number, a
 * new ID); the answer goes to review (workflow: submitCondition, the CONDITION_REVIEW step). Participants only.
 */

const KIND = 'CONDITION_DOCUMENT';

const filesOf = async (ctx: ServiceContext, applicationUuid: string) => {
  const [documents, submissions] = await Promise.all([
    listDocumentRecords(ctx.db, applicationUuid, { kinds: [KIND] }),
    readConditionAnswers(ctx.db, applicationUuid),
  ]);
  return { documents, submissions };
};

/**
 * docs/product/application-area.md §4.1, §7: the application's conditions, oldest first (open ones and those accepted), each with its state
 * and current answer, for its participants (anyone else gets 404). Reading the status first applies a due review.
 * The client keeps the known categories.
 */
export const listConditions = async (ctx: ServiceContext, caller: Participation): Promise<Condition[]> => {
  const uuid = caller.applicationUuid;
  // The status read applies a due review (from the node's memory while nothing changed): the whole row is not needed.
  if (!(await ctx.workflow.readStatus(uuid))) throw new AppError('not_found', NOT_FOUND);
  const [{ documents, submissions }, conditions] = await Promise.all([
    filesOf(ctx, uuid),
    readConditions(ctx.db, uuid),
  ]);
  return conditions.map((c) => toCondition(c, answerFiles(c, documents, submissions)));
};

/** One condition as the list shows it, after applying what is due. */
const readCondition = async (ctx: ServiceContext, caller: Participation, conditionUuid: string) => {
  const found = (await listConditions(ctx, caller)).find((c) => c.uuid === conditionUuid);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  return found;
};

interface Locked {
  tx: ServiceContext;
  row: ApplicationRow;
  condition: ConditionRow;
}

/** Runs `work` in one transaction with the application and the condition locked (404 for a condition not of it). */
const withCondition = <T>(
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
  work: (locked: Locked) => Promise<T>,
) =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const condition = await tx.workflow.lockCondition(tx.db, row.uuid, conditionUuid);
    if (!condition) throw new AppError('not_found', NOT_FOUND);
    return work({ tx, row, condition });
  });

const requireLocation = (condition: ConditionRow, location: string) => {
  const action = conditionAction({
    uuid: condition.uuid,
    categoryEnum: condition.category_enum,
    created: condition.created_at.toISOString(),
    requestDocuments: condition.request_documents,
    actionNeeded: condition.action_needed,
    xtraData: { numDocsRequired: condition.num_docs_required },
  });
  if (!action || action.location !== location) throw new AppError('bad_request', CONDITION_WRONG_ACTION_MESSAGE);
  return action;
};

const requireAnswerable = (condition: ConditionRow) => {
  if (!isConditionAnswerable(condition.state)) throw new AppError('conflict', CONDITION_NOT_ANSWERABLE_MESSAGE);
};

const currentFiles = async (tx: ServiceContext, condition: ConditionRow) => {
  const { documents, submissions } = await filesOf(tx, condition.application_uuid);
  return answerFiles(condition, documents, submissions);
};

/**
 * conditions/upload-document: stores one file of the answer (CONDITION_DOCUMENT, subject: the condition) after the
 * store's checks (size, type by its bytes: 413, 415, nothing stored). The same file sent twice answers the first.
 */
export const uploadConditionDocument = (
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
  file: UploadedFile,
): Promise<{ document: ApplicationDocument; created: boolean }> =>
  withCondition(ctx, caller, conditionUuid, async ({ tx, condition }) => {
    requireLocation(condition, 'upload-document');
    requireAnswerable(condition);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const twin = (await currentFiles(tx, condition)).find((d) => d.sha256 === sha256);
    if (twin) return { document: toApplicationDocument(twin), created: false };
    const saved = await saveDocument(tx, {
      applicationUuid: caller.applicationUuid,
      kind: KIND,
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: caller.identityUuid,
      subjectUuid: condition.uuid,
    });
    return { document: toApplicationDocument(saved), created: true };
  });

/** conditions/upload-document: removes a file of the answer before it is submitted; a replay answers ok. */
export const deleteConditionDocument = async (
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
  documentUuid: string,
): Promise<{ ok: true }> => {
  const removed = await withCondition(ctx, caller, conditionUuid, async ({ tx, condition }) => {
    const own = await listDocumentRecords(tx.db, caller.applicationUuid, {
      kinds: [KIND],
      subjectUuid: condition.uuid,
    });
    const document = own.find((d) => d.uuid === documentUuid);
    if (!document) return null;
    requireAnswerable(condition);
    if (!(await currentFiles(tx, condition)).some((d) => d.uuid === documentUuid)) {
      throw new AppError('conflict', CONDITION_NOT_ANSWERABLE_MESSAGE);
    }
    await deleteDocumentRecord(tx.db, caller.applicationUuid, documentUuid);
    return document;
  });
  // After the commit: a failed delete of the bytes leaves an orphan file, never a record without its file.
  if (removed) await ctx.documents.delete(removed.storage_key);
  return { ok: true };
};

/** conditions/upload-document: the answer has every file asked for; it goes to review. A replay answers as it is. */
export const submitCondition = async (
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
): Promise<Condition> => {
  await withCondition(ctx, caller, conditionUuid, async ({ tx, condition }) => {
    const action = requireLocation(condition, 'upload-document');
    if (!isConditionAnswerable(condition.state)) return;
    const files = await currentFiles(tx, condition);
    if (files.length < action.documentCount) {
      throw new AppError('bad_request', conditionDocumentsMissingMessage(action.documentCount - files.length));
    }
    await tx.workflow.submitCondition(tx.db, condition, {
      by: `identity:${caller.identityUuid}`,
      documentUuids: files.map((f) => f.uuid),
    });
  });
  return readCondition(ctx, caller, conditionUuid);
};

/**
 * conditions/phone-number (MISSING_PHONE_NUMBER): the number becomes the identity's phone alias (docs/product/application-area.md §7, as
 * PUT identity/alias does), then the condition goes to review. The number is not written to the history.
 */
export const answerPhoneNumber = async (
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
  phoneNumber: string,
): Promise<Condition> => {
  const answerable = await withCondition(ctx, caller, conditionUuid, async ({ condition }) => {
    requireLocation(condition, 'phone-number');
    return isConditionAnswerable(condition.state);
  });
  if (answerable) {
    await setPhoneAlias(ctx, caller.identityUuid, phoneNumber);
    await withCondition(ctx, caller, conditionUuid, async ({ tx, condition }) => {
      if (isConditionAnswerable(condition.state)) {
        await tx.workflow.submitCondition(tx.db, condition, { by: `identity:${caller.identityUuid}` });
      }
    });
  }
  return readCondition(ctx, caller, conditionUuid);
};

export interface IdentityAnswer {
  idType: IdType;
  front: UploadedFile;
  back?: UploadedFile | undefined;
}

/**
 * conditions/identity: a new photo of the ID. An ID failure while the application is at identity verification is
 * re-verified exactly like the identity screen (the identity module's check, VERIFY_IDENTITY decides the condition);
 * otherwise the photos are the condition's answer and the reviewer has the identity provider read them.
 */
export const answerIdentity = async (
  ctx: ServiceContext,
  caller: Participation,
  conditionUuid: string,
  input: IdentityAnswer,
): Promise<Condition> => {
  await withCondition(ctx, caller, conditionUuid, async ({ tx, row, condition }) => {
    requireLocation(condition, 'identity');
    if (!isConditionAnswerable(condition.state)) return;
    const by = `identity:${caller.identityUuid}`;
    if (condition.category_enum === 'ID_VERIFICATION_FAILURE' && row.checklist_status === 'IDENTITY_VERIFICATION') {
      const { replayed } = await submitIdentityCheck(tx, caller, input);
      if (!replayed) await tx.workflow.submitCondition(tx.db, condition, { by, decidedBy: 'IDENTITY_CHECK' });
      return;
    }
    const backOfId = (await getFeature(tx, row.org_code, 'back-of-id')).enabled;
    if (isIdBackRequired(input.idType, backOfId) && !input.back) {
      throw new AppError('bad_request', ID_BACK_REQUIRED_MESSAGE);
    }
    const save = (file: UploadedFile) =>
      saveDocument(tx, {
        applicationUuid: caller.applicationUuid,
        kind: KIND,
        bytes: file.bytes,
        fileName: file.fileName,
        uploadedBy: 'APPLICANT',
        uploadedByIdentity: caller.identityUuid,
        subjectUuid: condition.uuid,
      });
    const front = await save(input.front);
    const back = input.back ? await save(input.back) : null;
    await tx.workflow.submitCondition(tx.db, condition, {
      by,
      documentUuids: [front.uuid, ...(back ? [back.uuid] : [])],
      note: input.idType,
    });
  });
  return readCondition(ctx, caller, conditionUuid);
};
