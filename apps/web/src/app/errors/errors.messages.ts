import { defineMessages } from '../../lib/i18n/define-messages';

export const errorMessages = defineMessages({
  // docs/product/registration-and-routing.md §8, docs/product/application-area.md §2.4.
  maintenanceTitle: { id: 'errors.maintenance.title', defaultMessage: 'Scheduled Maintenance' },
  maintenanceText: {
    id: 'errors.maintenance.text',
    defaultMessage:
      'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  },
  // docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: the generic fallback text.
  snagTitle: { id: 'errors.snag.title', defaultMessage: 'Sorry, looks like we have hit a snag!' },
  snagLead: {
    id: 'errors.snag.lead',
    defaultMessage: 'Please try again. If the problem continues, our support team is here to help.',
  },
  snagCall: { id: 'errors.snag.call', defaultMessage: 'Call <tel>{phone}</tel>.' },
  snagCallOrEmail: {
    id: 'errors.snag.callOrEmail',
    defaultMessage: 'Call <tel>{phone}</tel> or e-mail <mail>{email}</mail>.',
  },
  tryAgain: { id: 'errors.snag.tryAgain', defaultMessage: 'Try again' },
  // docs/product/widgets-and-calculations.md §8 (lib/load-org.ts NO_ORG_DATA_MESSAGE).
  noOrg: { id: 'errors.noOrg.title', defaultMessage: 'No private label data found' },
});
