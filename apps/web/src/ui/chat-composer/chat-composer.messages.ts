import { defineMessages } from '../../lib/i18n/define-messages';

/** The files waiting for the next chat message (docs/product/chat.md §1). */
export const chatComposerMessages = defineMessages({
  files: { id: 'chatComposer.files', defaultMessage: 'Files to send' },
  removeFile: { id: 'chatComposer.removeFile', defaultMessage: 'Remove {name}' },
  remove: { id: 'chatComposer.remove', defaultMessage: 'Remove' },
});
