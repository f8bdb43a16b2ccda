import { defineMessages } from '../../../lib/i18n/define-messages';

/** What the valuation screens tell the applicant (ours; docs/decisions.md "Valuation, assets and the lower line"; docs/i18n.md). */
export const valuationMessages = defineMessages({
  whatIsABpo: {
    id: 'finishing.valuation.whatIsABpo',
    defaultMessage:
      'A broker price opinion is a valuation by a licensed local real estate broker: they look at the outside of your home and compare it with recent sales nearby. You do not need to be home and nobody comes inside.',
  },
  bpoTurnaround: {
    id: 'finishing.valuation.bpoTurnaround',
    defaultMessage: 'Brokers usually return it within {turnaround}.',
  },
  appraisalTurnaround: {
    id: 'finishing.valuation.appraisalTurnaround',
    defaultMessage: 'Appraisers usually send their report within {turnaround} of the visit.',
  },
  feeCovered: {
    id: 'finishing.valuation.feeCovered',
    defaultMessage: 'Your lender pays for the valuation: it costs you nothing.',
  },
  feeCharged: {
    id: 'finishing.valuation.feeCharged',
    defaultMessage:
      'The valuation costs {fee}. Nothing is charged today: the fee is added to your closing costs and paid when your line opens.',
  },
  /** The overall condition in a few words (the order screen's summary). */
  conditionSummary: {
    id: 'finishing.valuation.conditionSummary',
    defaultMessage: '{condition, select, EXCELLENT {Excellent} GOOD {Good} AVERAGE {Average} FAIR {Fair} other {Poor}}',
  },
  whatIsHappening: { id: 'finishing.valuation.whatIsHappening', defaultMessage: 'What is happening' },
  whatHappensNext: { id: 'finishing.valuation.whatHappensNext', defaultMessage: 'What happens next' },
  loadingValuation: { id: 'finishing.valuation.loadingValuation', defaultMessage: 'Loading your valuation' },
  continue: { id: 'finishing.valuation.continue', defaultMessage: 'Continue' },

  // hold: the on-site appraisal
  holdTitle: { id: 'finishing.valuation.holdTitle', defaultMessage: 'Your home needs an on-site appraisal' },
  holdHappening: {
    id: 'finishing.valuation.holdHappening',
    defaultMessage:
      'Your line needs a full appraisal: a licensed appraiser visits your home, inside and out, and writes a report of its value. {turnaround}',
  },
  holdPayment: {
    id: 'finishing.valuation.holdPayment',
    defaultMessage:
      'Before the visit can be booked, the appraisal fee has to be paid. A specialist calls you within one business day to tell you the exact fee, take the payment and agree a time for the visit. You can also call us now.',
  },
  holdLenderPays: {
    id: 'finishing.valuation.holdLenderPays',
    defaultMessage:
      'Your lender pays for the appraisal. We are booking the appraiser and will call you to agree a time.',
  },
  holdBooked: {
    id: 'finishing.valuation.holdBooked',
    defaultMessage:
      'The appraisal is booked. The appraiser contacts you to confirm the visit; after it, we wait for their report.',
  },
  holdNext: {
    id: 'finishing.valuation.holdNext',
    defaultMessage:
      'When the report arrives we update your offers with the appraised value and this page takes you to them.',
  },
  holdUnchanged: {
    id: 'finishing.valuation.holdUnchanged',
    defaultMessage: 'The appraisal is still in progress. Check again later, or call us to ask where it stands.',
  },

  // bpo/estimate-value
  estimateTitle: { id: 'finishing.valuation.estimateTitle', defaultMessage: 'Estimate your home’s value' },
  estimateHappening: {
    id: 'finishing.valuation.estimateHappening',
    defaultMessage:
      'The automated valuation we use could not value your home, which happens with homes that are unusual or rarely sold nearby. To continue, we need your estimate and then a valuation by a local broker.',
  },
  estimateLabel: { id: 'finishing.valuation.estimateLabel', defaultMessage: 'Your estimate of your home’s value' },
  estimateHint: {
    id: 'finishing.valuation.estimateHint',
    defaultMessage: 'What you think your home would sell for today, in dollars. An estimate is fine.',
  },
  feeThenConfirm: {
    id: 'finishing.valuation.feeThenConfirm',
    defaultMessage: '{fee} You confirm the order on the next screen.',
  },
  withdraw: { id: 'finishing.valuation.withdraw', defaultMessage: 'Withdraw my application' },
  withdrawConsequence: {
    id: 'finishing.valuation.withdrawConsequence',
    defaultMessage:
      'Without a valuation of your home we cannot make you an offer, so withdrawing closes your application.',
  },

  // bpo/order-bpo
  orderTitle: { id: 'finishing.valuation.orderTitle', defaultMessage: 'Order your home valuation' },
  yourEstimate: { id: 'finishing.valuation.yourEstimate', defaultMessage: 'Your estimate' },
  notGiven: { id: 'finishing.valuation.notGiven', defaultMessage: 'Not given' },
  changeBefore: { id: 'finishing.valuation.changeBefore', defaultMessage: ' (' },
  change: { id: 'finishing.valuation.change', defaultMessage: 'change' },
  changeAfter: { id: 'finishing.valuation.changeAfter', defaultMessage: ')' },
  conditionDescribed: { id: 'finishing.valuation.conditionDescribed', defaultMessage: 'Condition you described' },
  valuationFee: { id: 'finishing.valuation.valuationFee', defaultMessage: 'Valuation fee' },
  paidByLender: { id: 'finishing.valuation.paidByLender', defaultMessage: 'Paid by your lender' },
  howLong: { id: 'finishing.valuation.howLong', defaultMessage: 'How long it takes' },
  orderNext: {
    id: 'finishing.valuation.orderNext',
    defaultMessage:
      'We send the order to a broker near your home today. While they work on it this page shows when it was ordered and when we expect it. Your offers are then based on the broker’s value, not on your estimate.',
  },
  agreeCovered: {
    id: 'finishing.valuation.agreeCovered',
    defaultMessage: 'I agree to a broker viewing and photographing the outside of my home.',
  },
  agreeFee: {
    id: 'finishing.valuation.agreeFee',
    defaultMessage:
      'I agree to a broker viewing and photographing the outside of my home, and to the {fee} valuation fee being added to my closing costs.',
  },
  ordering: { id: 'finishing.valuation.ordering', defaultMessage: 'Ordering' },
  orderValuation: { id: 'finishing.valuation.orderValuation', defaultMessage: 'Order my valuation' },
  noThanks: { id: 'finishing.valuation.noThanks', defaultMessage: 'No thanks, withdraw' },
  noThanksConsequence: {
    id: 'finishing.valuation.noThanksConsequence',
    defaultMessage:
      'Without a valuation of your home we cannot make you an offer, so withdrawing closes your application. Nothing is charged.',
  },

  // bpo/condition
  yes: { id: 'finishing.valuation.yes', defaultMessage: 'Yes' },
  no: { id: 'finishing.valuation.no', defaultMessage: 'No' },
  conditionTitle: { id: 'finishing.valuation.conditionTitle', defaultMessage: 'Tell us about your home’s condition' },
  conditionLead: {
    id: 'finishing.valuation.conditionLead',
    defaultMessage:
      'Texas asks for a few answers about your home before a broker values it. The broker sees only the outside, so your answers help them value it fairly. It takes about a minute.',
  },
  alreadyAnswered: {
    id: 'finishing.valuation.alreadyAnswered',
    defaultMessage: 'You already answered these questions',
  },
  changeAnswers: {
    id: 'finishing.valuation.changeAnswers',
    defaultMessage: 'You can change your answers below, or ',
  },
  continueToOrder: {
    id: 'finishing.valuation.continueToOrder',
    defaultMessage: 'continue to order your valuation',
  },
  period: { id: 'finishing.valuation.period', defaultMessage: '.' },
  overallCondition: {
    id: 'finishing.valuation.overallCondition',
    defaultMessage: 'What is the overall condition of your home?',
  },
  needsRepairs: {
    id: 'finishing.valuation.needsRepairs',
    defaultMessage: 'Does your home need any repairs (roof, foundation, plumbing, electrical, heating or cooling)?',
  },
  whichRepairs: { id: 'finishing.valuation.whichRepairs', defaultMessage: 'Which repairs are needed?' },
  whichRepairsHint: {
    id: 'finishing.valuation.whichRepairsHint',
    defaultMessage: 'For example: the roof needs new shingles.',
  },
  recentDamage: {
    id: 'finishing.valuation.recentDamage',
    defaultMessage: 'Has your home been damaged in the last 12 months (storm, flood, fire or freeze)?',
  },
  exteriorAccessible: {
    id: 'finishing.valuation.exteriorAccessible',
    defaultMessage: 'Can a broker see and photograph the outside of your home from the street?',
  },

  // bpo/hold, bpo/waiting
  titleReviewTitle: { id: 'finishing.valuation.titleReviewTitle', defaultMessage: 'Your title is being reviewed' },
  titleReviewHappening: {
    id: 'finishing.valuation.titleReviewHappening',
    defaultMessage:
      'A title company is reviewing the final title of your home: who owns it and which loans are recorded against it. This usually takes 1 to 3 business days and needs nothing from you.',
  },
  titleReviewNext: {
    id: 'finishing.valuation.titleReviewNext',
    defaultMessage: 'As soon as the title is clear your application moves on; select Check status to follow it.',
  },
  titleReviewUnchanged: {
    id: 'finishing.valuation.titleReviewUnchanged',
    defaultMessage: 'The title review is still under way.',
  },
  waitTitle: { id: 'finishing.valuation.waitTitle', defaultMessage: 'Your home is being valued' },
  waitHappening: {
    id: 'finishing.valuation.waitHappening',
    defaultMessage:
      'A licensed local broker is preparing a broker price opinion of your home: they view the outside and compare it with recent sales nearby. You do not need to be home. {turnaround}',
  },
  ordered: { id: 'finishing.valuation.ordered', defaultMessage: 'Ordered' },
  expectedBy: { id: 'finishing.valuation.expectedBy', defaultMessage: 'Expected by' },
  feeAdded: { id: 'finishing.valuation.feeAdded', defaultMessage: '{fee}, added to your closing costs' },
  waitNext: {
    id: 'finishing.valuation.waitNext',
    defaultMessage:
      'When the broker’s value arrives we prepare your offers from it straight away, and this page takes you to them when you select Check status or come back to your application. If the value is lower than you expected, your offers are smaller but you are never obliged to accept them.',
  },
  waitUnchanged: {
    id: 'finishing.valuation.waitUnchanged',
    defaultMessage:
      'The broker’s value has not arrived yet. Check again later: your offers appear here as soon as it does.',
  },
});
