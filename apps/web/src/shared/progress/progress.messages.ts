import { defineMessages } from '../../lib/i18n/define-messages';

/** The progress bar and the progress panel (docs/product/application-area.md §2.5, §2.6) in the person's language. */
export const progressMessages = defineMessages({
  barLabel: { id: 'progress.bar.label', defaultMessage: 'Application progress' },
  panelLabel: { id: 'progress.panel.label', defaultMessage: 'Your application at a glance' },
  offerLabel: { id: 'progress.panel.offer', defaultMessage: 'Your offer' },
  line: { id: 'progress.panel.line', defaultMessage: 'Line' },
  firstDraw: { id: 'progress.panel.firstDraw', defaultMessage: 'First draw' },
  rate: { id: 'progress.panel.rate', defaultMessage: 'Rate' },
  rateValue: {
    id: 'progress.panel.rateValue',
    defaultMessage:
      '{rate} {type, select, FIXED {fixed rate} VARIABLE {variable rate} other {rate type not set}}, {term} years',
  },
  payment: { id: 'progress.panel.payment', defaultMessage: 'Payment' },
  paymentValue: { id: 'progress.panel.paymentValue', defaultMessage: '{amount} a month' },
  fundsSent: { id: 'progress.panel.fundsSent', defaultMessage: 'Funds sent <when>{date}</when>' },
  fundsExpected: { id: 'progress.panel.fundsExpected', defaultMessage: 'Funds expected by <when>{date}</when>' },
  stepsLeft: { id: 'progress.panel.stepsLeft', defaultMessage: 'Steps left and their dates' },
  stepDone: { id: 'progress.panel.stepDone', defaultMessage: ' (done)' },
  note: {
    id: 'progress.panel.note',
    defaultMessage:
      'Counted from what is left: the usual times of the parties we wait on, your state’s notary rules and your three-day right to cancel, in business days on your property’s calendar ({timeZone}).',
  },
});
