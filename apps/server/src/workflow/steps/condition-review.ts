import { englishOf, ID_TYPES, ID_VERIFICATION_FAILED_MESSAGE } from '@heloc/domain';
import type { ConditionRow, DocumentRow } from '../../platform/database/schema';
import { moveCondition } from '../conditions/condition-lifecycle';
import { lockConditionsInStates } from '../conditions/conditions.repo';
import { type Continuation, continuationOf } from '../conditions/continuation';
import type { ConditionReviewAnswer } from '../providers/condition-review';
import type { Step, StepContext } from './step';
import { applicantOf } from './step-inputs';
import { findLatestSubmission } from './condition-review.repo';

/*
 *   POST conditions/:c/submit | /phone-number | /identity ─▶ condition SUBMITTED ─[CONDITION_REVIEW]─▶ IN_REVIEW
 *   ─[CONDITION_REVIEW, CONDITION_REVIEW_DELAY_MS later]─▶ ACCEPTED (resolved) | REJECTED (reason) | held for staff
 * The lender's reviewer (providers.conditionReview; the sandbox's personas) reads each answer; an ID photo answering
 * an identity condition is read by the identity provider instead. An accepted condition that the workflow waits for
 * lets it move on (conditions/continuation.ts). It runs at any status: conditions come at any point of the file.
 */

const BY = 'engine:CONDITION_REVIEW';
const ID_CATEGORIES = new Set(['ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW']);

// An ID answer is submitted as [front, back?] with the ID type as its note (modules/conditions).
const reviewIdentity = async (
  ctx: StepContext,
  condition: ConditionRow,
  { files, note }: { files: DocumentRow[]; note: string | null },
): Promise<ConditionReviewAnswer> => {
  const sides = ['FRONT', 'BACK'] as const;
  const answer = await ctx.providers.identityVerification.verify({
    applicant: applicantOf(ctx.row),
    idType: ID_TYPES.find((t) => t === note) ?? 'DRIVERS_LICENSE',
    images: files.slice(0, 2).map((f, i) => ({
      side: sides[i] ?? 'FRONT',
      documentUuid: f.uuid,
      contentType: f.content_type,
      size: f.size,
      sha256: f.sha256,
    })),
    attempt: condition.submissions,
  });
  if (answer.outcome === 'VERIFIED') return { decision: 'ACCEPT' };
  if (answer.outcome === 'PENDING_REVIEW') return { decision: 'HOLD' };
  // The provider's words, or ours: kept with the condition as its English (staff read it; docs/i18n.md).
  return { decision: 'REJECT', reason: answer.reason ?? englishOf(ID_VERIFICATION_FAILED_MESSAGE) };
};

const review = async (ctx: StepContext, condition: ConditionRow): Promise<ConditionReviewAnswer> => {
  const submission = await findLatestSubmission(ctx.trx, ctx.row.uuid, condition.uuid);
  if (ID_CATEGORIES.has(condition.category_enum) && submission.files.length > 0) {
    return reviewIdentity(ctx, condition, submission);
  }
  return ctx.providers.conditionReview.review({
    applicant: applicantOf(ctx.row),
    categoryEnum: condition.category_enum,
    attempt: condition.submissions,
    files: submission.files.map((f) => ({
      documentUuid: f.uuid,
      contentType: f.content_type,
      size: f.size,
      sha256: f.sha256,
    })),
  });
};

export const conditionReview: Step = {
  from: 'ANY',
  async run(ctx) {
    const { trx, row, now } = ctx;
    for (const submitted of await lockConditionsInStates(trx, row.uuid, ['SUBMITTED'])) {
      // review_due_at null: another check decides (the identity provider, through VERIFY_IDENTITY).
      if (submitted.review_due_at) await moveCondition(trx, submitted, 'IN_REVIEW', { by: BY, now });
    }
    let continuation: Continuation | null = null;
    for (const condition of await lockConditionsInStates(trx, row.uuid, ['IN_REVIEW'])) {
      if (!condition.review_due_at || condition.review_due_at > now) continue;
      const answer = await review(ctx, condition);
      if (answer.decision === 'HOLD') continue;
      if (answer.decision === 'REJECT') {
        await moveCondition(trx, condition, 'REJECTED', { by: BY, now, note: answer.reason });
        continue;
      }
      const accepted = await moveCondition(trx, condition, 'ACCEPTED', { by: BY, now });
      continuation ??= continuationOf(row, accepted);
    }
    return continuation
      ? { patch: continuation.patch, ...(continuation.data ? { data: continuation.data } : {}) }
      : { patch: {} };
  },
};
