import { defineMessages } from '../../lib/i18n/define-messages';

/**
 * What the terms our screens use mean, shown in a term's tooltip and popover (docs/product/widgets-and-calculations.md
 * §2: tooltips and popovers from the shared library). Each `term` is the word as the screen shows it beside the hint.
 */
export const termHintMessages = defineMessages({
  aprTerm: { id: 'termHints.apr.term', defaultMessage: 'APR' },
  apr: {
    id: 'termHints.apr.explanation',
    defaultMessage:
      'Annual percentage rate: the yearly interest rate of your line. A variable rate can change with its index; a fixed rate stays the same for the term.',
  },
  originationFeeTerm: { id: 'termHints.originationFee.term', defaultMessage: 'the origination fee' },
  originationFee: {
    id: 'termHints.originationFee.explanation',
    defaultMessage:
      'A one-time fee for opening your line, a percentage of your first draw. It is added to the amount you draw, so you pay nothing up front.',
  },
  cltvTerm: { id: 'termHints.cltv.term', defaultMessage: 'CLTV' },
  cltv: {
    id: 'termHints.cltv.explanation',
    defaultMessage:
      'Combined loan-to-value: all the loans secured by your home, this line included, as a share of your home’s value. It sets the largest line we can offer.',
  },
  drawPeriodTerm: { id: 'termHints.drawPeriod.term', defaultMessage: 'the draw period' },
  drawPeriod: {
    id: 'termHints.drawPeriod.explanation',
    defaultMessage:
      'The years during which you can draw again from your line as you repay it. After it ends you keep repaying what you owe, but can no longer draw.',
  },
  datesTerm: { id: 'termHints.dates.term', defaultMessage: 'these dates' },
  dates: {
    id: 'termHints.dates.explanation',
    defaultMessage:
      'Estimates counted in business days on your property’s calendar, from today and the steps already done. A step that takes longer moves the dates after it.',
  },
});
