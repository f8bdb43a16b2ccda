import { defineMessages } from '../../lib/i18n/define-messages';

export const applicationIndexMessages = defineMessages({
  // docs/product/registration-and-routing.md §4: COMPLETE and CANCELLED route to the root itself; it then says where the application ended.
  completeTitle: { id: 'applicationShell.index.completeTitle', defaultMessage: 'Your home equity line is open' },
  completeText: {
    id: 'applicationShell.index.completeText',
    defaultMessage:
      'Your application is complete and your line has been funded. Your account details are on your dashboard.',
  },
  cancelledTitle: { id: 'applicationShell.index.cancelledTitle', defaultMessage: 'This application is closed' },
  cancelledText: {
    id: 'applicationShell.index.cancelledText',
    defaultMessage: 'This application was cancelled. You can start a new application from your dashboard.',
  },
  fallbackTitle: { id: 'applicationShell.index.fallbackTitle', defaultMessage: 'Your application' },
  fallbackText: {
    id: 'applicationShell.index.fallbackText',
    defaultMessage: 'Your application is not at a step we can show here.',
  },
  loadErrorTitle: { id: 'applicationShell.index.loadErrorTitle', defaultMessage: 'We could not load your application' },
  tryAgain: { id: 'applicationShell.index.tryAgain', defaultMessage: 'Try again' },
  goToDashboard: { id: 'applicationShell.index.goToDashboard', defaultMessage: 'Go to dashboard' },
});
