import { defineMessages } from '../../lib/i18n/define-messages';

export const withdrawMessages = defineMessages({
  title: { id: 'withdraw.title', defaultMessage: 'Withdraw your application?' },
  withdrawing: { id: 'withdraw.withdrawing', defaultMessage: 'Withdrawing' },
  confirm: { id: 'withdraw.confirm', defaultMessage: 'Yes, withdraw my application' },
  keep: { id: 'withdraw.keep', defaultMessage: 'Keep my application' },
  explanation: {
    id: 'withdraw.explanation',
    defaultMessage:
      'Withdrawing closes this application for good: we stop working on it and nothing more is charged. You can start a new application later from your dashboard.',
  },
});
