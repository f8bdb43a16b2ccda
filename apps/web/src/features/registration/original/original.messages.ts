import { defineMessages } from '../../../lib/i18n/define-messages';

export const originalMessages = defineMessages({
  accountSetupTitle: { id: 'registration.original.accountSetup.title', defaultMessage: 'Set up your account' },
  back: { id: 'registration.original.back', defaultMessage: 'Back' },
  homeAddress: { id: 'registration.original.homeAddress', defaultMessage: 'Home address' },
  supportTitle: { id: 'registration.original.support.title', defaultMessage: 'Need help with your application?' },
  supportContact: {
    id: 'registration.original.support.contact',
    defaultMessage: 'Call us at <call>{phone}</call> or e-mail <mail>{email}</mail>.',
  },
  supportHours: { id: 'registration.original.support.hours', defaultMessage: 'Support hours: {hours}' },
});
