import { defineMessages } from '../../lib/i18n/define-messages';

export const linkAccountMessages = defineMessages({
  whatWeSeePayroll: {
    id: 'accountLinking.whatWeSee.payroll',
    defaultMessage:
      'We see your employer, your pay dates and your gross and net pay for the last 12 months. We do not see your password, and we never change anything in your payroll account.',
  },
  whatWeSeeBank: {
    id: 'accountLinking.whatWeSee.bank',
    defaultMessage:
      'We see the account name, type and number, your balance and 12 months of deposits. We do not see your password, and we cannot move money without your separate permission.',
  },
  choosePayroll: { id: 'accountLinking.choosePayroll', defaultMessage: 'Choose your payroll provider' },
  chooseBank: { id: 'accountLinking.chooseBank', defaultMessage: 'Choose your bank' },
  continue: { id: 'accountLinking.continue', defaultMessage: 'Continue' },
  signInTo: {
    id: 'accountLinking.signInTo',
    defaultMessage: 'Sign in to <strong>{institution}</strong> with the username and password you use there.',
  },
  username: { id: 'accountLinking.username', defaultMessage: 'Username' },
  password: { id: 'accountLinking.password', defaultMessage: 'Password' },
  couldNotConnect: { id: 'accountLinking.couldNotConnect', defaultMessage: 'We could not connect' },
  connecting: { id: 'accountLinking.connecting', defaultMessage: 'Connecting' },
  connect: { id: 'accountLinking.connect', defaultMessage: 'Connect' },
  chooseAnother: { id: 'accountLinking.chooseAnother', defaultMessage: 'Choose another' },
});
