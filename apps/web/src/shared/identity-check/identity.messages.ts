import { defineMessages } from '../../lib/i18n/define-messages';

// The identity screen's words (ours), docs/i18n.md.
export const identityCheckMessages = defineMessages({
  formLabel: { id: 'identityCheck.form.label', defaultMessage: 'Your government ID' },
  whichId: { id: 'identityCheck.form.whichId', defaultMessage: 'Which ID will you use?' },
  front: { id: 'identityCheck.form.front', defaultMessage: 'Front of your ID' },
  back: { id: 'identityCheck.form.back', defaultMessage: 'Back of your ID' },
  hint: { id: 'identityCheck.form.hint', defaultMessage: '{side} {rules}' },
  frontAny: { id: 'identityCheck.form.frontAny', defaultMessage: 'The side with your photo.' },
  frontLicence: {
    id: 'identityCheck.form.frontLicence',
    defaultMessage: 'The side with your photo, name and date of birth.',
  },
  frontPassport: {
    id: 'identityCheck.form.frontPassport',
    defaultMessage: 'The page with your photo (the data page), with the whole page in view.',
  },
  frontGreenCard: {
    id: 'identityCheck.form.frontGreenCard',
    defaultMessage: 'The side with your photo and USCIS number.',
  },
  backHint: { id: 'identityCheck.form.backHint', defaultMessage: 'The side with the barcode or the magnetic stripe.' },
  fileRules: {
    id: 'identityCheck.form.fileRules',
    defaultMessage: 'A JPEG, PNG or HEIC photo, or a PDF scan, up to 10 MB.',
  },
  sending: { id: 'identityCheck.form.sending', defaultMessage: 'Sending your ID' },
  verify: { id: 'identityCheck.form.verify', defaultMessage: 'Verify my ID' },
  takePhoto: { id: 'identityCheck.photo.takePhoto', defaultMessage: 'Take a photo of the {side}' },
  preview: { id: 'identityCheck.photo.preview', defaultMessage: 'Preview: {side}' },
  chosenFile: { id: 'identityCheck.photo.chosenFile', defaultMessage: '{name} ({size})' },
});
