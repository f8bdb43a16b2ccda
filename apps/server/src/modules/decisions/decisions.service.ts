import { createHash } from 'node:crypto';
import {
  closeOfBusinessAfter,
  isSpecialFloodHazardArea,
  REVIEW_BUSINESS_DAYS,
  REVIEW_STATUSES,
  type ReviewKey,
} from '@heloc/domain';
import type { AdverseActionNotice, ApplicationDocument, ReviewState } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { listDocumentRecords } from '../../platform/storage';
import { readStatusEnteredAt, propertyTimeZoneOf, readParticipantApplication } from '../../workflow';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { insertReviewSubmission, listReviewSubmissions } from './decisions.repo';
import type { Participation } from '../../platform/auth/access';

/*
 * The adverse action notice of a declined application, and the manual reviews (review-app/*, insurance/*):
 * what the applicant sends and when the decision is expected (the reviewer's decision: decide-review.service.ts).
 * Participants only: anyone else gets 404.
 */

export const REVIEW_CLOSED_MESSAGE = 'This review is closed: nothing more can be sent to it';

/** error/decline, error/credit, error/income: the notice of the latest decline. */
export const getAdverseActionNotice = async (
  ctx: ServiceContext,
  caller: Participation,
): Promise<AdverseActionNotice> => {
  // Reading the status first applies what is due (a decline due now records its notice).
  if (!(await ctx.workflow.readStatus(caller.applicationUuid))) throw new AppError('not_found', NOT_FOUND);
  const notice = await ctx.workflow.adverseActionNotice(caller.applicationUuid);
  if (!notice) throw new AppError('not_found', NOT_FOUND);
  return notice;
};

/** Insurance proof is taken until the application closes or ends. */
const INSURANCE_CLOSED = new Set(['COMPLETE', 'CANCELLED', 'DECLINED']);

const isOpen = (row: ApplicationRow, review: ReviewKey): boolean =>
  review === 'insurance'
    ? !INSURANCE_CLOSED.has(row.checklist_status)
    : row.checklist_status === REVIEW_STATUSES[review];

const reviewState = async (ctx: ServiceContext, row: ApplicationRow, review: ReviewKey): Promise<ReviewState> => {
  const submissions = await listReviewSubmissions(ctx.db, row.uuid, review);
  const sentUuids = new Set(submissions.flatMap((s) => s.document_uuids));
  const documents = (await listDocumentRecords(ctx.db, row.uuid))
    .filter((d) => sentUuids.has(d.uuid))
    .map(toApplicationDocument);
  const explained = [...submissions].reverse().find((s) => s.explanation !== null);
  const open = isOpen(row, review);
  const last = submissions.at(-1)?.created_at ?? null;
  const started = review === 'insurance' ? null : await readStatusEnteredAt(ctx.db, row.uuid, REVIEW_STATUSES[review]);
  const from = last ?? started;
  const timeZone = propertyTimeZoneOf(row);
  const expectedBy = open && from ? closeOfBusinessAfter(from, REVIEW_BUSINESS_DAYS, timeZone) : null;
  return {
    review,
    open,
    explanation: explained?.explanation ?? null,
    explainedAt: explained?.created_at.toISOString() ?? null,
    documents,
    expectedBy: expectedBy?.toISOString() ?? null,
    timeZone,
    floodZone: row.flood_zone ?? null,
    floodInsuranceRequired: isSpecialFloodHazardArea(row.flood_zone),
  };
};

/** review-app/*, insurance/*: what was sent and when the decision is expected. */
export const getReview = async (
  ctx: ServiceContext,
  caller: Participation,
  review: ReviewKey,
): Promise<ReviewState> => {
  await ctx.workflow.readStatus(caller.applicationUuid);
  const row = await readParticipantApplication(ctx.db, caller);
  return reviewState(ctx, row, review);
};

const withOpenReview = <T>(
  ctx: ServiceContext,
  caller: Participation,
  review: ReviewKey,
  work: (tx: ServiceContext, row: ApplicationRow) => Promise<T>,
) =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (!isOpen(row, review)) throw new AppError('conflict', REVIEW_CLOSED_MESSAGE);
    return work(tx, row);
  });

/** review-app/*: the applicant's explanation for the reviewer (the latest one is the one shown). */
export const sendExplanation = async (
  ctx: ServiceContext,
  caller: Participation,
  review: ReviewKey,
  explanation: string,
): Promise<ReviewState> => {
  await withOpenReview(ctx, caller, review, (tx, row) =>
    insertReviewSubmission(tx.db, {
      applicationUuid: row.uuid,
      review,
      explanation,
      documentUuids: [],
      by: `identity:${caller.identityUuid}`,
      now: tx.now(),
    }),
  );
  return getReview(ctx, caller, review);
};

/** review-app/*, insurance/upload: one document for the reviewer; the same file again answers the first. */
export const uploadReviewDocument = (
  ctx: ServiceContext,
  caller: Participation,
  review: ReviewKey,
  file: UploadedFile,
): Promise<{ document: ApplicationDocument; created: boolean }> =>
  withOpenReview(ctx, caller, review, async (tx, row) => {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const twin = (await reviewState(tx, row, review)).documents.find((d) => d.sha256 === sha256);
    if (twin) return { document: twin, created: false };
    const saved = await saveDocument(tx, {
      applicationUuid: row.uuid,
      kind: review === 'insurance' ? 'INSURANCE_PROOF' : 'REVIEW_DOCUMENT',
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: caller.identityUuid,
    });
    await insertReviewSubmission(tx.db, {
      applicationUuid: row.uuid,
      review,
      explanation: null,
      documentUuids: [saved.uuid],
      by: `identity:${caller.identityUuid}`,
      now: tx.now(),
    });
    return { document: toApplicationDocument(saved), created: true };
  });
