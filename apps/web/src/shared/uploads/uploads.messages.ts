import { defineMessages } from '../../lib/i18n/define-messages';

/** A file on its way up (docs/i18n.md): its progress, or why it was refused. */
export const uploadsMessages = defineMessages({
  dismiss: { id: 'uploads.pending.dismiss', defaultMessage: 'Dismiss' },
  dismissFile: { id: 'uploads.pending.dismissFile', defaultMessage: 'Dismiss {name}' },
  uploadingFile: { id: 'uploads.pending.uploadingFile', defaultMessage: 'Uploading {name}' },
  progress: { id: 'uploads.pending.progress', defaultMessage: '{percent}%' },
});
