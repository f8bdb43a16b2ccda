import { defineMessages } from '../../lib/i18n/define-messages';

export const closingSignerMessages = defineMessages({
  englishOnlyNotice: {
    id: 'closingSigner.englishOnlyNotice',
    defaultMessage:
      'These documents are in English: we have no reviewed translation of them. Call us if you would like someone to go through them with you in Spanish.',
  },
  loadingDocuments: { id: 'closingSigner.loadingDocuments', defaultMessage: 'Loading your documents' },
  stillPreparing: {
    id: 'closingSigner.stillPreparing',
    defaultMessage: 'Your closing documents are still being prepared.',
  },
  signedTitle: { id: 'closingSigner.signedTitle', defaultMessage: 'You have signed your documents' },
  signedText: {
    id: 'closingSigner.signedText',
    defaultMessage:
      'Your signed documents were sent. You can download a signed copy of each one from your closing documents.',
  },
  documentsToSign: { id: 'closingSigner.documentsToSign', defaultMessage: 'Documents to sign' },
  listItem: { id: 'closingSigner.listItem', defaultMessage: '{title} ' },
  signed: { id: 'closingSigner.signed', defaultMessage: 'Signed' },
  toSign: { id: 'closingSigner.toSign', defaultMessage: 'To sign' },
  youSigned: { id: 'closingSigner.youSigned', defaultMessage: 'You signed the {title}.' },
  signedEvery: { id: 'closingSigner.signedEvery', defaultMessage: 'You signed every document' },
  selectFinish: {
    id: 'closingSigner.selectFinish',
    defaultMessage:
      'Select Finish signing to send your signed documents. You can download a signed copy of each one later.',
  },
  finishing: { id: 'closingSigner.finishing', defaultMessage: 'Finishing' },
  finishSigning: { id: 'closingSigner.finishSigning', defaultMessage: 'Finish signing' },
  documentOf: { id: 'closingSigner.documentOf', defaultMessage: 'Document {position} of {total}: {title}' },
  download: { id: 'closingSigner.download', defaultMessage: 'Download {title} (PDF)' },
  scrollToSign: { id: 'closingSigner.scrollToSign', defaultMessage: 'Scroll to the end of the document to sign it.' },
  // consent
  pleaseAgree: { id: 'closingSigner.consent.pleaseAgree', defaultMessage: 'Please agree to sign electronically' },
  consentTitle: { id: 'closingSigner.consent.title', defaultMessage: 'Consent to sign electronically' },
  saving: { id: 'closingSigner.consent.saving', defaultMessage: 'Saving' },
  agreeAndContinue: { id: 'closingSigner.consent.agree', defaultMessage: 'Agree and continue' },
});
