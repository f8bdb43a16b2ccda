import { defineMessages } from '../../lib/i18n/define-messages';

export const signingMessages = defineMessages({
  loadingDocument: { id: 'ui.signing.pdf.loading', defaultMessage: 'Loading {title}' },
  documentError: {
    id: 'ui.signing.pdf.error',
    defaultMessage: 'We could not show this document here. Please download it to read it.',
  },
  pageOf: { id: 'ui.signing.pdf.pageOf', defaultMessage: 'Page {number} of {count}' },
  typeRequired: {
    id: 'ui.signing.signature.typeRequired',
    defaultMessage: 'Please type your full name as your signature',
  },
  drawRequired: { id: 'ui.signing.signature.drawRequired', defaultMessage: 'Please draw your signature' },
  howYouSign: { id: 'ui.signing.signature.howYouSign', defaultMessage: 'How you sign' },
  typeMode: { id: 'ui.signing.signature.typeMode', defaultMessage: 'Type my name' },
  drawMode: { id: 'ui.signing.signature.drawMode', defaultMessage: 'Draw my signature' },
  typedLabel: { id: 'ui.signing.signature.typedLabel', defaultMessage: 'Type your full name' },
  drawingArea: { id: 'ui.signing.signature.drawingArea', defaultMessage: 'Signature drawing area' },
  clearDrawing: { id: 'ui.signing.signature.clear', defaultMessage: 'Clear drawing' },
  signing: { id: 'ui.signing.signature.signing', defaultMessage: 'Signing' },
  sign: { id: 'ui.signing.signature.sign', defaultMessage: 'Sign' },
});
