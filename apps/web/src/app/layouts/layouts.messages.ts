import { defineMessages } from '../../lib/i18n/define-messages';

export const layoutMessages = defineMessages({
  skipToMain: { id: 'layouts.skipToMain', defaultMessage: 'Skip to main content' },
  loadingPage: { id: 'layouts.loadingPage', defaultMessage: 'Loading page' },
});
