import { defineMessages } from '../../lib/i18n/define-messages';

/** The offers screen and its confirmation (docs/product/application-area.md §2.1) in the person's language. */
export const offersMessages = defineMessages({
  title: { id: 'offers.title', defaultMessage: 'Choose your offer' },
  lead: {
    id: 'offers.lead',
    defaultMessage:
      'You are pre-qualified. Pick an offer, choose how much to draw and see what you would pay each month.',
  },
  tryAgain: { id: 'offers.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'offers.loading', defaultMessage: 'Loading your offers' },
  none: {
    id: 'offers.none',
    defaultMessage:
      'There are no offers on your application right now. A specialist can tell you why and what comes next.',
  },
  verifiedTitle: { id: 'offers.verified.title', defaultMessage: 'Your information is verified' },
  verifiedBody: { id: 'offers.verified.body', defaultMessage: 'These offers reflect what we verified.' },
  verifiedBack: {
    id: 'offers.verified.back',
    defaultMessage: 'These offers reflect what we verified. <back>Go back</back>',
  },
  updatedTitle: { id: 'offers.updated.title', defaultMessage: 'Your offers were updated' },
  updatedBody: { id: 'offers.updated.body', defaultMessage: 'Please review your offers and choose again.' },
  neededTitle: { id: 'offers.needed.title', defaultMessage: 'How much do you need today?' },
  neededLead: {
    id: 'offers.needed.lead',
    defaultMessage: 'Your first draw is what we send to your account at closing; it can be less than your line.',
  },
  typicalStart: {
    id: 'offers.needed.typicalStart',
    defaultMessage: 'We started at {amount}, about half of the most you can draw, where most borrowers start.',
  },
  noDrawFits: {
    id: 'offers.noDrawFits',
    defaultMessage:
      'With this payoff choice no draw fits in this offer. Choose another payoff option or another offer.',
  },
  paymentsTitle: { id: 'offers.paymentsTitle', defaultMessage: 'Your payments over the term' },
  compareTitle: { id: 'offers.compareTitle', defaultMessage: 'Compare offers' },
  saving: { id: 'offers.saving', defaultMessage: 'Saving your choice' },
  select: { id: 'offers.select', defaultMessage: 'Select this offer' },
  selectedLine: { id: 'offers.selectedLine', defaultMessage: '{amount} on the {term}-year offer' },

  // offer-choice-list.tsx
  chooseLegend: { id: 'offers.choices.legend', defaultMessage: 'Choose an offer' },
  sameLine: {
    id: 'offers.choices.sameLine',
    defaultMessage: 'Every offer is a line of credit of {line}. Payments are for a first draw of {draw}.',
  },
  perMonth: { id: 'offers.choices.perMonth', defaultMessage: '<b>{amount}</b> a month' },
  forAmount: { id: 'offers.choices.forAmount', defaultMessage: ' for {amount}' },
  noDrawFitsOffer: { id: 'offers.choices.noDrawFits', defaultMessage: 'No draw fits this offer' },
  details: { id: 'offers.choices.details', defaultMessage: '{rate} APR · {fee} fee' },
  detailsLine: { id: 'offers.choices.detailsLine', defaultMessage: ' · line {line}' },
  detailsSeparator: { id: 'offers.choices.separator', defaultMessage: ' · ' },
  discount: { id: 'offers.choices.discount', defaultMessage: '{label} {rate}' },

  // offer-comparison.tsx
  comparedLabel: { id: 'offers.compare.label', defaultMessage: 'Offers compared' },
  compareCaption: { id: 'offers.compare.caption', defaultMessage: 'Compare offers for a draw of about {amount}' },
  colOffer: { id: 'offers.compare.offer', defaultMessage: 'Offer' },
  colRateType: { id: 'offers.compare.rateType', defaultMessage: 'Rate type' },
  colTerm: { id: 'offers.compare.term', defaultMessage: 'Term' },
  colApr: { id: 'offers.compare.apr', defaultMessage: 'APR' },
  colDiscounts: { id: 'offers.compare.discounts', defaultMessage: 'Discounts' },
  colFee: { id: 'offers.compare.fee', defaultMessage: 'Origination fee' },
  colDraw: { id: 'offers.compare.draw', defaultMessage: 'Draw' },
  colPayment: { id: 'offers.compare.payment', defaultMessage: 'Monthly payment' },
  colTotal: { id: 'offers.compare.total', defaultMessage: 'Total draw' },
  years: { id: 'offers.compare.years', defaultMessage: '{term} years' },
  noDiscounts: { id: 'offers.compare.noDiscounts', defaultMessage: 'None' },
  discountItem: { id: 'offers.compare.discountItem', defaultMessage: '{label}: {rate}' },
  discountSeparator: { id: 'offers.compare.discountSeparator', defaultMessage: '; ' },
  notAvailable: { id: 'offers.compare.notAvailable', defaultMessage: 'Not available' },
  noFigure: { id: 'offers.compare.noFigure', defaultMessage: '—' },

  // offer-summary.tsx
  summaryLabel: { id: 'offers.summary.label', defaultMessage: 'Your offer at a glance' },
  lineOfCredit: { id: 'offers.summary.line', defaultMessage: 'Line of credit' },
  firstDraw: { id: 'offers.summary.firstDraw', defaultMessage: 'First draw' },
  monthlyPayment: { id: 'offers.summary.monthlyPayment', defaultMessage: 'Monthly payment' },
  originationFee: { id: 'offers.summary.originationFee', defaultMessage: 'Origination fee' },
  totalDraw: { id: 'offers.summary.totalDraw', defaultMessage: 'Total draw' },
  rate: { id: 'offers.summary.rate', defaultMessage: 'Rate' },
  rateValue: { id: 'offers.summary.rateValue', defaultMessage: '{type}, {rate} APR for {term} years' },

  // payment-chart.tsx
  chartSummary: {
    id: 'offers.chart.summary',
    defaultMessage:
      'Paying {payment} a month for {years} years repays the {start} you owe. You would pay {total} in total, {interest} of it interest, and the balance falls to {end} by year {years}.',
  },
  chartTitle: { id: 'offers.chart.title', defaultMessage: 'Balance and total paid over the term' },
  year: { id: 'offers.chart.year', defaultMessage: 'Year' },
  balanceOwed: { id: 'offers.chart.balanceOwed', defaultMessage: 'Balance owed' },
  totalPaid: { id: 'offers.chart.totalPaid', defaultMessage: 'Total paid' },
  showTable: { id: 'offers.chart.showTable', defaultMessage: 'Show the figures as a table' },
  tableCaption: { id: 'offers.chart.tableCaption', defaultMessage: 'Payments by year' },
  paidThatYear: { id: 'offers.chart.paidThatYear', defaultMessage: 'Paid that year' },
  interestThatYear: { id: 'offers.chart.interestThatYear', defaultMessage: 'Interest that year' },
  balanceAtYearEnd: { id: 'offers.chart.balanceAtYearEnd', defaultMessage: 'Balance at year end' },

  // draw-amount-field.tsx
  drawAmount: { id: 'offers.draw.label', defaultMessage: 'Draw amount' },
  drawHint: { id: 'offers.draw.hint', defaultMessage: 'Choose from {min} to {max}.' },
  drawSlider: { id: 'offers.draw.slider', defaultMessage: 'Draw slider' },
  drawWholeDollars: {
    id: 'offers.draw.wholeDollars',
    defaultMessage: 'Enter the amount in whole dollars, for example 50,000.',
  },
  drawClamped: {
    id: 'offers.draw.clamped',
    defaultMessage: 'The draw must be between {min} and {max}. We set it to {amount}.',
  },

  // payoff-preference-field.tsx
  payoffLegend: { id: 'offers.payoff.legend', defaultMessage: 'Your liens marked for payoff ({amount})' },
  payoffPreserve: { id: 'offers.payoff.preserve', defaultMessage: 'Keep my existing liens' },
  payoffPreserveHint: { id: 'offers.payoff.preserveHint', defaultMessage: 'Nothing is paid off; you draw cash only.' },
  payoffDeduct: { id: 'offers.payoff.deduct', defaultMessage: 'Pay off my liens from this line' },
  payoffDeductHint: {
    id: 'offers.payoff.deductHint',
    defaultMessage: 'The payoff comes out of your line before your cash draw.',
  },
  payoffMaximize: { id: 'offers.payoff.maximize', defaultMessage: 'Pay off my liens and take the rest as cash' },
  payoffMaximizeHint: {
    id: 'offers.payoff.maximizeHint',
    defaultMessage: 'You draw the whole line that remains after the payoff.',
  },

  // confirm-offer-page.tsx
  confirmTitle: { id: 'offers.confirm.title', defaultMessage: 'Confirm your offer' },
  confirmLoading: { id: 'offers.confirm.loading', defaultMessage: 'Loading your offer' },
  confirmLead: {
    id: 'offers.confirm.lead',
    defaultMessage: 'You chose the {offer} offer with a cash draw of {amount}.',
  },
  confirmPreserve: { id: 'offers.confirm.preserve', defaultMessage: 'Your existing liens stay in place.' },
  confirmDeduct: {
    id: 'offers.confirm.deduct',
    defaultMessage: 'Your liens marked for payoff are paid off from this line before your cash draw.',
  },
  confirmMaximize: {
    id: 'offers.confirm.maximize',
    defaultMessage: 'Your liens marked for payoff are paid off and you draw the rest of the line as cash.',
  },
  confirmRevised: {
    id: 'offers.confirm.revised',
    defaultMessage:
      'Your credit report was already pulled: when you confirm this revised offer, you go on to verify your identity.',
  },
  confirmHardPull: {
    id: 'offers.confirm.hardPull',
    defaultMessage:
      'When you confirm, we request your full credit report (a hard credit pull) to prepare your final offer.',
  },
  confirming: { id: 'offers.confirm.confirming', defaultMessage: 'Confirming' },
  confirmButton: { id: 'offers.confirm.button', defaultMessage: 'Confirm offer' },
  changeOffer: { id: 'offers.confirm.change', defaultMessage: 'Change offer' },
  pricedBy: {
    id: 'offers.pricedBy',
    defaultMessage:
      '{version, select, 0 {These offers were priced with our standing rate sheet.} other {These offers were priced with rate sheet version {version}.}} They stay as they are while you apply.',
  },
});
