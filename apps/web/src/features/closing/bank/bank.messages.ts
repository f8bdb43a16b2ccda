import { defineMessages } from '../../../lib/i18n/define-messages';

export const bankMessages = defineMessages({
  checking: { id: 'closing.bank.checking', defaultMessage: 'Checking' },
  savings: { id: 'closing.bank.savings', defaultMessage: 'Savings' },
  accountLabel: { id: 'closing.bank.accountLabel', defaultMessage: '{type} {mask}' },
  accountLabelAt: { id: 'closing.bank.accountLabelAt', defaultMessage: '{type} {mask} at {institution}' },
  saving: { id: 'closing.bank.saving', defaultMessage: 'Saving' },
  continue: { id: 'closing.bank.continue', defaultMessage: 'Continue' },
  loadingAccounts: { id: 'closing.bank.loadingAccounts', defaultMessage: 'Loading your accounts' },
  changeDisburse: { id: 'closing.bank.changeDisburse', defaultMessage: 'Change the account your funds go to' },
  // autopay
  loadingPaymentOptions: { id: 'closing.bank.autopay.loading', defaultMessage: 'Loading your payment options' },
  payFromDisburse: {
    id: 'closing.bank.autopay.payFromDisburse',
    defaultMessage: 'The account your funds go to ({account})',
  },
  payFromOther: { id: 'closing.bank.autopay.payFromOther', defaultMessage: 'Another account' },
  autopayTitle: { id: 'closing.bank.autopay.title', defaultMessage: 'Set up automatic payments' },
  autopayLead: {
    id: 'closing.bank.autopay.lead',
    defaultMessage:
      'With autopay, your monthly payment is taken from your bank account on its due date, so a payment is never late.',
  },
  autopayLeadDiscount: {
    id: 'closing.bank.autopay.leadDiscount',
    defaultMessage: ' It also lowers your interest rate by {discount}.',
  },
  enrollLegend: { id: 'closing.bank.autopay.enrollLegend', defaultMessage: 'Do you want to pay automatically?' },
  enrollYes: {
    id: 'closing.bank.autopay.enrollYes',
    defaultMessage: 'Yes, use autopay: {payment} a month at {rate}',
  },
  enrollNo: {
    id: 'closing.bank.autopay.enrollNo',
    defaultMessage: 'No, I will pay each month myself: {payment} a month at {rate}',
  },
  payFromLegend: { id: 'closing.bank.autopay.payFromLegend', defaultMessage: 'Pay from' },
  otherAccountLegend: {
    id: 'closing.bank.autopay.otherAccountLegend',
    defaultMessage: 'The account your payments come from',
  },
  withoutAutopayTitle: {
    id: 'closing.bank.autopay.withoutTitle',
    defaultMessage: 'Without autopay your payment is higher',
  },
  withoutAutopayText: {
    id: 'closing.bank.autopay.withoutText',
    defaultMessage:
      'Your rate would be {rateWithout} instead of {rateWith}, and your monthly payment {paymentWithout} instead of {paymentWith}: {extra} more each month. Your closing documents will show this rate and payment.',
  },
  // account fields
  holderName: { id: 'closing.bank.fields.holderName', defaultMessage: "Account holder's name" },
  holderNameHint: { id: 'closing.bank.fields.holderNameHint', defaultMessage: 'As it appears on your bank statement' },
  accountType: { id: 'closing.bank.fields.accountType', defaultMessage: 'Account type' },
  routingNumber: { id: 'closing.bank.fields.routingNumber', defaultMessage: 'Routing number' },
  routingNumberHint: {
    id: 'closing.bank.fields.routingNumberHint',
    defaultMessage: '9 digits: the first number along the bottom of a check',
  },
  accountNumber: { id: 'closing.bank.fields.accountNumber', defaultMessage: 'Account number' },
  accountNumberHint: {
    id: 'closing.bank.fields.accountNumberHint',
    defaultMessage: '4 to 17 digits: the number after the routing number on a check',
  },
  confirmAccountNumber: { id: 'closing.bank.fields.confirmAccountNumber', defaultMessage: 'Confirm account number' },
  confirmAccountNumberHint: {
    id: 'closing.bank.fields.confirmAccountNumberHint',
    defaultMessage: 'Type it again: a wrong digit would send money to the wrong account',
  },
  loadingApplication: { id: 'closing.bank.guard.loading', defaultMessage: 'Loading your application' },
  // check help
  checkHelpSummary: {
    id: 'closing.bank.checkHelp.summary',
    defaultMessage: 'Where do I find my routing and account numbers?',
  },
  checkHelpCaption: {
    id: 'closing.bank.checkHelp.caption',
    defaultMessage:
      'Along the bottom of a check: first the 9-digit routing number, then your account number, then the check number (which you do not need).',
  },
  checkHelpNoChecks: {
    id: 'closing.bank.checkHelp.noChecks',
    defaultMessage:
      'No checks? Your bank shows both numbers in its app or online banking (often under "Account details" or "Direct deposit"), and on your statements. Use the routing number for direct deposits (ACH), not one for wire transfers.',
  },
  checkRoutingNo: { id: 'closing.bank.checkHelp.routingNo', defaultMessage: 'routing no.' },
  checkAccountNo: { id: 'closing.bank.checkHelp.accountNo', defaultMessage: 'account no.' },
  checkCheckNo: { id: 'closing.bank.checkHelp.checkNo', defaultMessage: 'check no.' },
  // confirm
  confirmTitle: { id: 'closing.bank.confirm.title', defaultMessage: 'Confirm your bank accounts' },
  confirmLead: {
    id: 'closing.bank.confirm.lead',
    defaultMessage: 'Check these details: your closing documents are prepared from them.',
  },
  fundsGoTo: { id: 'closing.bank.confirm.fundsGoTo', defaultMessage: 'Your funds go to' },
  disburseAccount: {
    id: 'closing.bank.confirm.disburseAccount',
    defaultMessage:
      '{holder}, {type, select, CHECKING {checking} other {savings}} account {mask}{institution, select, none {} other { at {institution}}} (routing number {routing})',
  },
  autopay: { id: 'closing.bank.confirm.autopay', defaultMessage: 'Autopay' },
  autopayYes: {
    id: 'closing.bank.confirm.autopayYes',
    defaultMessage: 'Yes, from {type, select, CHECKING {checking} other {savings}} account {mask}',
  },
  autopayNo: { id: 'closing.bank.confirm.autopayNo', defaultMessage: 'No: you will pay each month yourself' },
  changeAutopay: { id: 'closing.bank.confirm.changeAutopay', defaultMessage: 'Change autopay' },
  monthlyPayment: { id: 'closing.bank.confirm.monthlyPayment', defaultMessage: 'Monthly payment' },
  paymentAt: { id: 'closing.bank.confirm.paymentAt', defaultMessage: '{payment} at {rate}' },
  includesDiscount: { id: 'closing.bank.confirm.includesDiscount', defaultMessage: ' (includes the autopay discount)' },
  whatNext: { id: 'closing.bank.confirm.whatNext', defaultMessage: 'What happens next' },
  whatNextText: {
    id: 'closing.bank.confirm.whatNextText',
    defaultMessage:
      'When you confirm, we prepare your closing documents: your HELOC agreement and the closing disclosure with your final rate, payment and costs. This usually takes a few minutes; we e-mail you when they are ready to sign.',
  },
  confirming: { id: 'closing.bank.confirm.confirming', defaultMessage: 'Confirming' },
  confirmAndContinue: { id: 'closing.bank.confirm.continue', defaultMessage: 'Confirm and continue' },
  // disburse
  disburseTitle: { id: 'closing.bank.disburse.title', defaultMessage: 'Where should we send your funds?' },
  disburseLead: {
    id: 'closing.bank.disburse.lead',
    defaultMessage:
      'Your cash draw is sent by direct deposit to a checking or savings account in your name, once your line is funded: after you sign and your 3-business-day right to cancel has passed.',
  },
  disburseLeadAmount: {
    id: 'closing.bank.disburse.leadAmount',
    defaultMessage:
      'Your cash draw of {amount} is sent by direct deposit to a checking or savings account in your name, once your line is funded: after you sign and your 3-business-day right to cancel has passed.',
  },
  accountYouGave: { id: 'closing.bank.disburse.accountYouGave', defaultMessage: 'The account you gave' },
  accountYouGaveText: {
    id: 'closing.bank.disburse.accountYouGaveText',
    defaultMessage: '{account}. Link or enter another account below to change it.',
  },
  keepAccount: { id: 'closing.bank.disburse.keep', defaultMessage: 'Keep this account' },
  orEnter: { id: 'closing.bank.disburse.orEnter', defaultMessage: 'Or enter your account details' },
  orEnterText: {
    id: 'closing.bank.disburse.orEnterText',
    defaultMessage: "Type your routing and account numbers from a check or your bank's app.",
  },
  enterByHand: { id: 'closing.bank.disburse.enterByHand', defaultMessage: 'Enter account details by hand' },
  // link
  linkTitle: { id: 'closing.bank.link.title', defaultMessage: 'Link your bank' },
  linkText: {
    id: 'closing.bank.link.text',
    defaultMessage:
      'Sign in to your bank through our secure link partner. Your bank sends us the account and routing numbers directly, so there is nothing to type and no digit to get wrong. We never see or keep your bank password.',
  },
  whichAccount: {
    id: 'closing.bank.link.whichAccount',
    defaultMessage: 'Which account at {institution} should receive your funds?',
  },
  linkedAccount: { id: 'closing.bank.link.account', defaultMessage: ' {name} {mask}' },
  sendToThisAccount: { id: 'closing.bank.link.sendToThis', defaultMessage: 'Send my funds to this account' },
  linkAnother: { id: 'closing.bank.link.another', defaultMessage: 'Link another bank' },
  // manual
  manualTitle: { id: 'closing.bank.manual.title', defaultMessage: 'Enter your bank account' },
  manualLead: {
    id: 'closing.bank.manual.lead',
    defaultMessage:
      'Your HELOC funds are sent by direct deposit (ACH) to a checking or savings account in your name at a US bank or credit union.',
  },
  manualNote: {
    id: 'closing.bank.manual.note',
    defaultMessage:
      'We encrypt your account and routing numbers as soon as they reach us and only ever show their last 4 digits.',
  },
  saveAccount: { id: 'closing.bank.manual.save', defaultMessage: 'Save account' },
  linkInstead: { id: 'closing.bank.manual.linkInstead', defaultMessage: 'Link your bank instead' },
  // comparison
  comparisonCaption: { id: 'closing.bank.comparison.caption', defaultMessage: 'Your payment with and without autopay' },
  withAutopay: { id: 'closing.bank.comparison.with', defaultMessage: 'With autopay' },
  withoutAutopay: { id: 'closing.bank.comparison.without', defaultMessage: 'Without autopay' },
  interestRate: { id: 'closing.bank.comparison.rate', defaultMessage: 'Interest rate' },
});
