import { defineMessages } from '../../../lib/i18n/define-messages';

// The identity screen's texts (ours; docs/i18n.md).
export const identityMessages = defineMessages({
  loading: { id: 'finishing.identity.loading', defaultMessage: 'Loading' },
  title: { id: 'finishing.identity.title', defaultMessage: 'Verify your identity' },
  lead: {
    id: 'finishing.identity.lead',
    defaultMessage:
      'Add a photo of a current government-issued photo ID. It takes a minute, and most IDs are verified at once.',
  },
  notVerified: { id: 'finishing.identity.notVerified', defaultMessage: 'We could not verify your ID' },
  tryAgain: { id: 'finishing.identity.tryAgain', defaultMessage: 'Please try again with a new photo below.' },
  tipsTitle: { id: 'finishing.identity.tipsTitle', defaultMessage: 'Tips for a photo we can read' },
  tipCorners: {
    id: 'finishing.identity.tipCorners',
    defaultMessage: 'Put the ID on a dark, plain surface and fit all four corners in the picture.',
  },
  tipLight: {
    id: 'finishing.identity.tipLight',
    defaultMessage: 'Use daylight or a bright room; turn off the flash to avoid glare.',
  },
  tipStraight: {
    id: 'finishing.identity.tipStraight',
    defaultMessage: 'Hold the camera straight above the ID and keep it still so the text is sharp.',
  },
  tipOriginal: {
    id: 'finishing.identity.tipOriginal',
    defaultMessage: 'Use the original, unexpired ID: no photocopies and no pictures of a screen.',
  },
  whyTitle: { id: 'finishing.identity.whyTitle', defaultMessage: 'Why we ask' },
  // The USA PATRIOT Act, section 326 (31 CFR 1020.220): a lender's Customer Identification Program.
  why: {
    id: 'finishing.identity.why',
    defaultMessage:
      'Federal law (the USA PATRIOT Act) requires every lender to verify the identity of each person who opens an account. We check your name, date of birth and address against a government-issued photo ID. We keep the photos with your application, encrypted, and never show your ID number in full.',
  },
  checkingId: { id: 'finishing.identity.checkingId', defaultMessage: 'Checking your ID' },
  checkingText: {
    id: 'finishing.identity.checkingText',
    defaultMessage: 'We are checking your ID. This usually takes a few seconds; keep this page open.',
  },
  underReview: { id: 'finishing.identity.underReview', defaultMessage: 'A specialist is reviewing your ID' },
  sentOn: {
    id: 'finishing.identity.sentOn',
    defaultMessage:
      'You sent your ID on {date}. We will e-mail you as soon as the review is done, and this page moves on by itself once it is. There is nothing else you need to do now.',
  },
  sentLatestOn: {
    id: 'finishing.identity.sentLatestOn',
    defaultMessage:
      'You sent your latest ID on {date}. We will e-mail you as soon as the review is done, and this page moves on by itself once it is. There is nothing else you need to do now.',
  },
  checkingStatus: { id: 'finishing.identity.checkingStatus', defaultMessage: 'Checking status' },
  checkStatus: { id: 'finishing.identity.checkStatus', defaultMessage: 'Check status' },
});
