import { defineMessages } from '../../../lib/i18n/define-messages';

export const documentMessages = defineMessages({
  title: { id: 'closing.document.title', defaultMessage: 'Your closing documents' },
  lead: {
    id: 'closing.document.lead',
    defaultMessage:
      'Read your home equity disclosures and loan documents here, and download a copy of each. Signed copies appear once you have signed.',
  },
  loading: { id: 'closing.document.loading', defaultMessage: 'Loading your documents' },
  stillPreparing: {
    id: 'closing.document.stillPreparing',
    defaultMessage: 'Your closing documents are still being prepared.',
  },
  close: { id: 'closing.document.close', defaultMessage: 'Close {title}' },
  read: { id: 'closing.document.read', defaultMessage: 'Read {title}' },
  readToEnd: { id: 'closing.document.readToEnd', defaultMessage: 'You have read this document to the end.' },
  download: { id: 'closing.document.download', defaultMessage: 'Download {title} (PDF)' },
  downloadSigned: { id: 'closing.document.downloadSigned', defaultMessage: 'Download signed {title} (PDF)' },
  back: { id: 'closing.document.back', defaultMessage: 'Back to your application' },
  loadingDocument: { id: 'closing.document.loadingDocument', defaultMessage: 'Loading {title}' },
});
