import type { ConditionReviewAnswer, ConditionReviewer } from '../condition-review';
import { personaForLastName } from './personas';

/*
 * The sandbox reviewer of answers to conditions (docs/sandbox.md, Conditions): it accepts every answer, except for
 * the personas of the applicant's last name: Rejectdocs has its FIRST answer with files rejected (with a reason the
 * applicant sees), the next accepted; Docreview leaves answers in review for operations staff (sandbox accept or
 * reject). An answer that is data (a phone number) is always accepted.
 */

export const SANDBOX_REJECTION_REASON =
  'We could not read the document you sent: part of the page was cut off. Upload a clear copy of every page.';

export const sandboxConditionReview: ConditionReviewer = {
  async review({ applicant, attempt, files }): Promise<ConditionReviewAnswer> {
    if (files.length === 0) return { decision: 'ACCEPT' };
    const { documentReview } = personaForLastName(applicant.lastName);
    if (documentReview === 'HOLD') return { decision: 'HOLD' };
    if (documentReview === 'REJECT_FIRST' && attempt === 1) {
      return { decision: 'REJECT', reason: SANDBOX_REJECTION_REASON };
    }
    return { decision: 'ACCEPT' };
  },
};
