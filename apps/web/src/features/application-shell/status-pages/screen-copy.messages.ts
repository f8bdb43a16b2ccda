import { defineMessages } from '../../../lib/i18n/define-messages';

/** The waiting screens' copy (screen-copy.ts): ours, the spec names the screens, not their text. */
export const screenCopyMessages = defineMessages({
  timeoutTitle: { id: 'applicationShell.timeout.title', defaultMessage: 'We are working on your application' },
  timeoutHappening: {
    id: 'applicationShell.timeout.happening',
    defaultMessage:
      'Your application is at a step that is not automatic: a specialist on our side, or one of the parties we work with, is looking at it.',
  },
  timeoutCanDo: {
    id: 'applicationShell.timeout.canDo',
    defaultMessage:
      'Nothing is needed from you right now. Select Check status to follow it, or call us with any question.',
  },
  closingTitle: { id: 'applicationShell.genClosing.title', defaultMessage: 'We are preparing your closing documents' },
  closingHappening: {
    id: 'applicationShell.genClosing.happening',
    defaultMessage:
      'Your bank accounts are saved. We are now preparing your closing documents: your HELOC agreement and the closing disclosure with your final rate, monthly payment, costs and the accounts you chose.',
  },
  closingCanDo: {
    id: 'applicationShell.genClosing.canDo',
    defaultMessage:
      'Nothing is needed from you right now. Select Check status and, once they are ready, this page takes you to them: you read and sign them online, then meet a notary to finish.',
  },
  readyTitle: { id: 'applicationShell.noteSigning.title', defaultMessage: 'Your closing documents are ready' },
  readyHappening: {
    id: 'applicationShell.noteSigning.happening',
    defaultMessage:
      'Your HELOC agreement, the closing disclosure and the other closing documents are ready for you to read and sign online.',
  },
  readyCanDo: {
    id: 'applicationShell.noteSigning.canDo',
    defaultMessage: 'Select Check status to open them. After you sign, you meet a notary to finish.',
  },
  valuationTitle: {
    id: 'applicationShell.appraisalReview.title',
    defaultMessage: 'The broker could not value your home',
  },
  valuationHappening: {
    id: 'applicationShell.appraisalReview.happening',
    defaultMessage:
      'The broker preparing your price opinion could not finish it: usually they could not see the home well enough, or found too few recent sales nearby.',
  },
  valuationCanDo: {
    id: 'applicationShell.appraisalReview.canDo',
    defaultMessage:
      'Make sure the home can be seen from the street (gate open, house number visible), then ask the broker to visit again, at no new fee. Or call us and a specialist will look at your valuation with you.',
  },
  signedTitle: {
    id: 'applicationShell.genNoteSigning.title',
    defaultMessage: 'We are preparing your signed documents',
  },
  signedHappening: {
    id: 'applicationShell.genNoteSigning.happening',
    defaultMessage:
      'Thank you for signing. We are adding your signatures and a signing certificate to each document, so you can download the signed copies.',
  },
  signedCanDo: {
    id: 'applicationShell.genNoteSigning.canDo',
    defaultMessage:
      'Nothing is needed from you right now. Select Check status: next, anyone else on the title signs, then you meet the notary.',
  },
});

/** The status page's own texts (status-page.tsx). */
export const statusPageMessages = defineMessages({
  whatIsHappening: { id: 'applicationShell.statusPage.whatIsHappening', defaultMessage: 'What is happening' },
  whatYouCanDo: { id: 'applicationShell.statusPage.whatYouCanDo', defaultMessage: 'What you can do now' },
  stillAtStep: {
    id: 'applicationShell.statusPage.stillAtStep',
    defaultMessage: 'Your application is still at this step.',
  },
  askingBroker: { id: 'applicationShell.statusPage.askingBroker', defaultMessage: 'Asking the broker' },
  askBroker: { id: 'applicationShell.statusPage.askBroker', defaultMessage: 'Ask the broker to visit again' },
});
