import type { DecidableReviewKey } from '@heloc/domain';

/**
 * What each manual review (review-app/*) tells the applicant: why it is under review, what the underwriter needs and
 * what helps to send. Ours: the spec names the screens, not their text (docs/decisions.md).
 */
export interface ReviewCopy {
  title: string;
  why: string;
  needs: readonly string[];
  explanationLabel: string;
  explanationHint: string;
}

export const REVIEW_COPY: Record<DecidableReviewKey, ReviewCopy> = {
  delinquency: {
    title: 'We’re reviewing your mortgage payment history',
    why:
      'Your credit report shows a mortgage payment 60 or more days late in the last 12 months. Before we can make ' +
      'you an offer, an underwriter looks at what happened and whether it is behind you.',
    needs: [
      'What caused the late payment (for example a job loss, an illness or a mistake by your servicer)',
      'Proof that your mortgage is current now, such as your latest mortgage statement',
      'If your servicer made a mistake, their letter saying so',
    ],
    explanationLabel: 'Tell the underwriter what happened',
    explanationHint: 'A few sentences are enough: what happened, when, and what has changed since.',
  },
  uw: {
    title: 'An underwriter is reviewing your application',
    why:
      'Your credit score is close to our minimum, so an underwriter looks at your whole file before we make you an ' +
      'offer, instead of our automated decision.',
    needs: [
      'Anything that explains recent credit activity, such as new accounts, high balances or recent credit checks',
      'Statements showing balances you have paid down since your credit report was pulled',
    ],
    explanationLabel: 'Anything the underwriter should know',
    explanationHint: 'For example, a balance you paid off last month or a loan you applied for and did not take.',
  },
  'incorrect-pin': {
    title: 'We need to confirm your property’s parcel number',
    why:
      'The parcel identification number (PIN) on your deed does not match the one county property records give for ' +
      'your address, so we cannot yet be sure which property secures your line.',
    needs: [
      'Your recorded deed, or your most recent property tax bill, showing the parcel number',
      'If your lot was split, merged or renumbered, a short explanation and the county’s record of it',
    ],
    explanationLabel: 'Explain the parcel number',
    explanationHint: 'For example: the county renumbered our parcel in 2023; the tax bill shows the new number.',
  },
  'incorrect-ownership': {
    title: 'We need to confirm who owns your home',
    why:
      'The title report shows your home’s deed in a name other than yours, for example a trust, a company or a ' +
      'previous owner. Only the owners of a home can borrow against it.',
    needs: [
      'Your recorded deed showing you as an owner',
      'If your home is held in a trust, the certification of trust naming you as a trustee',
      'If you bought the home recently, your closing statement and the deed from your purchase',
    ],
    explanationLabel: 'Explain how you own your home',
    explanationHint: 'For example: the home is in my family trust and I am its trustee.',
  },
  'no-credit': {
    title: 'We couldn’t find your credit file',
    why:
      'Even with your Social Security number, the credit bureau found no credit file for you, so we cannot decide ' +
      'online. A specialist can look for your file by hand.',
    needs: [
      'Any other names you have used for credit (a maiden name, for example) and your previous addresses',
      'A copy of a government-issued photo ID',
      'If you have a credit report from any bureau, a copy of it',
    ],
    explanationLabel: 'Other names and addresses you have used',
    explanationHint: 'Include the years you lived at each address and any name you used on credit accounts.',
  },
};
