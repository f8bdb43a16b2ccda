import type { ConditionReviewAnswer, ConditionReviewer } from './condition-review';

/*
 * CONDITION_REVIEWER=staff (docs/configuration.md; the default in production): every answer with files waits for the
 * lender's staff, who accept or reject it in the operations console (docs/product/operations-console.md §4). An
 * answer that is data (a phone number) needs no reader and is accepted; an ID photo is read by the identity provider
 * as always (workflow/steps/condition-review.ts).
 */
export const staffConditionReview: ConditionReviewer = {
  async review({ files }): Promise<ConditionReviewAnswer> {
    return files.length === 0 ? { decision: 'ACCEPT' } : { decision: 'HOLD' };
  },
};
