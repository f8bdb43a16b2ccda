import type { DecidableReviewKey } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { decisionsMessages as m } from './decisions.messages';

/**
 * What each manual review (review-app/*) tells the applicant: why it is under review, what the underwriter needs and
 * what helps to send. Ours: the spec names the screens, not their text (docs/decisions.md).
 */
export interface ReviewCopy {
  title: MessageDescriptor;
  why: MessageDescriptor;
  needs: readonly MessageDescriptor[];
  explanationLabel: MessageDescriptor;
  explanationHint: MessageDescriptor;
}

export const REVIEW_COPY: Record<DecidableReviewKey, ReviewCopy> = {
  delinquency: {
    title: m.delinquencyTitle,
    why: m.delinquencyWhy,
    needs: [m.delinquencyNeed1, m.delinquencyNeed2, m.delinquencyNeed3],
    explanationLabel: m.delinquencyLabel,
    explanationHint: m.delinquencyHint,
  },
  uw: {
    title: m.uwTitle,
    why: m.uwWhy,
    needs: [m.uwNeed1, m.uwNeed2],
    explanationLabel: m.uwLabel,
    explanationHint: m.uwHint,
  },
  'incorrect-pin': {
    title: m.pinTitle,
    why: m.pinWhy,
    needs: [m.pinNeed1, m.pinNeed2],
    explanationLabel: m.pinLabel,
    explanationHint: m.pinHint,
  },
  'incorrect-ownership': {
    title: m.ownershipTitle,
    why: m.ownershipWhy,
    needs: [m.ownershipNeed1, m.ownershipNeed2, m.ownershipNeed3],
    explanationLabel: m.ownershipLabel,
    explanationHint: m.ownershipHint,
  },
  'no-credit': {
    title: m.noCreditTitle,
    why: m.noCreditWhy,
    needs: [m.noCreditNeed1, m.noCreditNeed2, m.noCreditNeed3],
    explanationLabel: m.noCreditLabel,
    explanationHint: m.noCreditHint,
  },
};
