import { defineMessages } from '../../../lib/i18n/define-messages';

export const completeMessages = defineMessages({
  titleDeedSigning: { id: 'closing.complete.title.deedSigning', defaultMessage: 'You are done with the notary' },
  titleGenRescission: { id: 'closing.complete.title.genRescission', defaultMessage: 'Your deed is notarised' },
  titleRescission: { id: 'closing.complete.title.rescission', defaultMessage: 'Your right to cancel' },
  titleRecording: { id: 'closing.complete.title.recording', defaultMessage: 'We are recording your deed' },
  titleFundable: { id: 'closing.complete.title.fundable', defaultMessage: 'We are preparing your funds' },
  titleFundingDecision: { id: 'closing.complete.title.fundingDecision', defaultMessage: 'We are sending your funds' },
  titleComplete: { id: 'closing.complete.title.complete', defaultMessage: 'Your line of credit is open' },
  titleCancelled: { id: 'closing.complete.title.cancelled', defaultMessage: 'Your line of credit is cancelled' },
  titleDefault: { id: 'closing.complete.title.default', defaultMessage: 'Your line of credit' },
  timeLeft: {
    id: 'closing.complete.timeLeft',
    defaultMessage:
      '{days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}} left',
  },
  documentLabel: { id: 'closing.complete.documentLabel', defaultMessage: '{kind}: {file}' },
  documentNotLoaded: { id: 'closing.complete.documentNotLoaded', defaultMessage: '{label} (could not be loaded)' },
  loadingLine: { id: 'closing.complete.loadingLine', defaultMessage: 'Loading your line of credit' },
  stillToSee: {
    id: 'closing.complete.stillToSee',
    defaultMessage: 'Still to see the notary: {names}. We will e-mail you when they have.',
  },
  preparingNotice: {
    id: 'closing.complete.preparingNotice',
    defaultMessage: 'We are preparing your notice of the right to cancel.',
  },
  rescissionText: {
    id: 'closing.complete.rescissionText',
    defaultMessage:
      'Because this is your home, you may cancel this line of credit for any reason until midnight at the end of {lastDay}, {zone}: three business days after you signed, counting Saturdays but not Sundays or federal holidays. If you do nothing, we record your deed and send your funds after that.',
  },
  cancelMyLine: { id: 'closing.complete.cancelMyLine', defaultMessage: 'Cancel my line of credit' },
  rescissionEnded: {
    id: 'closing.complete.rescissionEnded',
    defaultMessage:
      'Your right to cancel has ended. We are recording your deed with the county and then send your funds.',
  },
  cancelledText: {
    id: 'closing.complete.cancelledText',
    defaultMessage:
      'You cancelled within your right to cancel. Nothing was funded and you owe nothing: we release the deed and any fee you paid is refunded within 20 days.',
  },
  yourLine: { id: 'closing.complete.yourLine', defaultMessage: 'Your line' },
  creditLine: { id: 'closing.complete.creditLine', defaultMessage: 'Credit line' },
  firstDraw: { id: 'closing.complete.firstDraw', defaultMessage: 'First draw' },
  toAccountEnding: { id: 'closing.complete.toAccountEnding', defaultMessage: ' to your account ending {mask}' },
  sent: { id: 'closing.complete.sent', defaultMessage: ', sent' },
  rate: { id: 'closing.complete.rate', defaultMessage: 'Rate' },
  termYears: { id: 'closing.complete.termYears', defaultMessage: ', {years} years' },
  firstPayment: { id: 'closing.complete.firstPayment', defaultMessage: 'First payment' },
  paymentDue: { id: 'closing.complete.paymentDue', defaultMessage: '{amount} due {day}' },
  ifFundedOnSchedule: { id: 'closing.complete.ifFundedOnSchedule', defaultMessage: ' (if funded on schedule)' },
  transfer: { id: 'closing.complete.transfer', defaultMessage: 'Transfer' },
  yourDocuments: { id: 'closing.complete.yourDocuments', defaultMessage: 'Your documents' },
  documentsAppear: {
    id: 'closing.complete.documentsAppear',
    defaultMessage: 'Your signed documents will appear here.',
  },
  whatNext: { id: 'closing.complete.whatNext', defaultMessage: 'What to do next' },
  fundsArrive: {
    id: 'closing.complete.fundsArrive',
    defaultMessage: 'Your funds usually arrive in your account within one business day.',
  },
  drawMore: {
    id: 'closing.complete.drawMore',
    defaultMessage: 'Draw more from your line at any time from <link>your dashboard</link>, up to your credit line.',
  },
  keepDocuments: {
    id: 'closing.complete.keepDocuments',
    defaultMessage: 'Keep your documents: they are also in your dashboard.',
  },
  newApplication: {
    id: 'closing.complete.newApplication',
    defaultMessage: 'You can start a new application from your dashboard at any time.',
  },
  giveAnotherAccount: {
    id: 'closing.complete.giveAnotherAccount',
    defaultMessage: 'Give us another account above and we send your first draw again.',
  },
  nothingNeeded: {
    id: 'closing.complete.nothingNeeded',
    defaultMessage: 'Nothing is needed from you. We will e-mail you when your funds are on their way.',
  },
  goToDashboard: { id: 'closing.complete.goToDashboard', defaultMessage: 'Go to dashboard' },
  cancelTitle: { id: 'closing.complete.cancelTitle', defaultMessage: 'Cancel your line of credit?' },
  cancelDescription: {
    id: 'closing.complete.cancelDescription',
    defaultMessage: 'The line will not be funded and the application closes. This cannot be undone.',
  },
  cancelling: { id: 'closing.complete.cancelling', defaultMessage: 'Cancelling' },
  yesCancel: { id: 'closing.complete.yesCancel', defaultMessage: 'Yes, cancel my line' },
  keepLine: { id: 'closing.complete.keepLine', defaultMessage: 'Keep my line' },
  closedSession: {
    id: 'closing.complete.closedSession',
    defaultMessage:
      'A signer could not confirm their identity with the online notary, so their online session is closed. You can all sign before a notary in person instead, or we can help by phone.',
  },
  // another account
  bankRefused: { id: 'closing.complete.refused.title', defaultMessage: 'Your bank did not accept your funds' },
  bankRefusedText: {
    id: 'closing.complete.refused.text',
    defaultMessage:
      'We sent your first draw to your account ending {mask} and the bank returned it ({reason}). Your line of credit stays approved and nothing is lost: tell us another account and we send the draw again.',
  },
  sendToAnother: { id: 'closing.complete.refused.sendToAnother', defaultMessage: 'Send my funds to another account' },
  sending: { id: 'closing.complete.refused.sending', defaultMessage: 'Sending' },
  sendToThis: { id: 'closing.complete.refused.sendToThis', defaultMessage: 'Send my funds to this account' },
  applicantWillChoose: {
    id: 'closing.complete.refused.applicantWillChoose',
    defaultMessage: 'The applicant will choose another account; we will e-mail you when it is sent.',
  },
  // funding promise
  promiseKeptFunded: {
    id: 'closing.complete.promise.keptFunded',
    defaultMessage:
      'We promised funding in {promised} days and kept it: you applied on {applied} and your funds were sent on {on}, {took, plural, one {# business day} other {# business days}} later.',
  },
  promiseMissedFunded: {
    id: 'closing.complete.promise.missedFunded',
    defaultMessage:
      'We promised funding in {promised} days and did not keep it: you applied on {applied} and your funds were sent on {on}, {took, plural, one {# business day} other {# business days}} later. We are sorry for the wait.',
  },
  promiseOnTrack: {
    id: 'closing.complete.promise.onTrack',
    defaultMessage:
      'We promised funding in {promised} days and are on track: you applied on {applied} and your funds are expected by {on}, {took, plural, one {# business day} other {# business days}} later.',
  },
  promiseLate: {
    id: 'closing.complete.promise.late',
    defaultMessage:
      'We promised funding in {promised} days and will not keep it: you applied on {applied} and your funds are now expected by {on}, {took, plural, one {# business day} other {# business days}} later. We are sorry for the wait.',
  },
});
