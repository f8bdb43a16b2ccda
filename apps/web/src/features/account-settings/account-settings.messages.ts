import { defineMessages } from '../../lib/i18n/define-messages';

// The account settings screen's words (docs/i18n.md).
export const accountSettingsMessages = defineMessages({
  pageTitle: { id: 'accountSettings.page.title', defaultMessage: 'Account settings' },
  lead: { id: 'accountSettings.page.lead', defaultMessage: 'Choose how you sign in to your account.' },
  leadSignedIn: {
    id: 'accountSettings.page.leadSignedIn',
    defaultMessage: 'Signed in as {email}. Choose how you sign in to your account.',
  },
  language: { id: 'accountSettings.language.title', defaultMessage: 'Language' },
  walletTitle: { id: 'accountSettings.wallet.title', defaultMessage: 'Your wallet accounts' },
  walletAddressOf: { id: 'accountSettings.wallet.addressOf', defaultMessage: 'the address of {name}' },
  languageLegend: { id: 'accountSettings.language.legend', defaultMessage: 'The language you read this site in' },
  agreementsTitle: { id: 'accountSettings.agreements.title', defaultMessage: 'Your agreements' },
  version: { id: 'accountSettings.agreements.version', defaultMessage: ' (version {version})' },
  terms: { id: 'accountSettings.agreements.terms', defaultMessage: 'Terms' },
  privacy: { id: 'accountSettings.agreements.privacy', defaultMessage: 'Privacy Policy' },
  communications: { id: 'accountSettings.agreements.communications', defaultMessage: 'Electronic Communications' },
  softCredit: { id: 'accountSettings.agreements.softCredit', defaultMessage: 'Soft credit check authorization' },
  sms: { id: 'accountSettings.agreements.sms', defaultMessage: 'Marketing text messages' },
  smsTransactional: { id: 'accountSettings.agreements.smsTransactional', defaultMessage: 'Account text messages' },
  loading: { id: 'accountSettings.twoStep.loading', defaultMessage: 'Loading your sign-in settings' },
  twoStepTitle: { id: 'accountSettings.twoStep.title', defaultMessage: 'Two-step verification' },
  on: { id: 'accountSettings.twoStep.on', defaultMessage: 'On' },
  off: { id: 'accountSettings.twoStep.off', defaultMessage: 'Off' },
  offLead: {
    id: 'accountSettings.twoStep.offLead',
    defaultMessage:
      'Protect your account with a second step at sign-in: after your password, you enter a 6-digit code from an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Authy). Someone who learns your password still cannot sign in without your phone.',
  },
  setUp: { id: 'accountSettings.twoStep.setUp', defaultMessage: 'Set up two-step verification' },
  install: {
    id: 'accountSettings.twoStep.install',
    defaultMessage: 'Install an authenticator app on your phone, if you do not have one yet.',
  },
  scan: { id: 'accountSettings.twoStep.scan', defaultMessage: 'In the app, add an account and scan this QR code.' },
  qrAlt: {
    id: 'accountSettings.twoStep.qrAlt',
    defaultMessage: 'QR code that adds your {company} account to an authenticator app',
  },
  cannotScan: {
    id: 'accountSettings.twoStep.cannotScan',
    defaultMessage: 'Cannot scan it? Choose to enter a setup key in the app, and type this key (time-based):',
  },
  setupKey: { id: 'accountSettings.twoStep.setupKey', defaultMessage: 'Setup key' },
  copySetupKey: { id: 'accountSettings.twoStep.copySetupKey', defaultMessage: 'Copy setup key' },
  copiedKey: { id: 'accountSettings.twoStep.copiedKey', defaultMessage: ' Copied' },
  copied: { id: 'accountSettings.twoStep.copied', defaultMessage: 'Copied' },
  confirmForm: { id: 'accountSettings.twoStep.confirmForm', defaultMessage: 'Confirm your authenticator app' },
  enterCode: {
    id: 'accountSettings.twoStep.enterCode',
    defaultMessage: 'Enter the 6-digit code the app now shows, to check it works.',
  },
  codeFromApp: { id: 'accountSettings.twoStep.codeFromApp', defaultMessage: 'Code from the app' },
  turnOn: { id: 'accountSettings.twoStep.turnOn', defaultMessage: 'Turn on' },
  cancel: { id: 'accountSettings.twoStep.cancel', defaultMessage: 'Cancel' },
  recoveryFileTitle: {
    id: 'accountSettings.twoStep.recoveryFileTitle',
    defaultMessage: '{company} recovery codes (each works once)',
  },
  isOnTitle: { id: 'accountSettings.twoStep.isOnTitle', defaultMessage: 'Two-step verification is on' },
  isOnBody: {
    id: 'accountSettings.twoStep.isOnBody',
    defaultMessage: 'From now on, signing in asks for a code from your app after your password.',
  },
  saveCodes: { id: 'accountSettings.twoStep.saveCodes', defaultMessage: 'Save your recovery codes' },
  saveCodesLead: {
    id: 'accountSettings.twoStep.saveCodesLead',
    defaultMessage:
      'If you lose your phone, each of these {count} codes lets you sign in once instead of a code from the app. Keep them somewhere safe, like a password manager. This is the only time we show them.',
  },
  recoveryCodes: { id: 'accountSettings.twoStep.recoveryCodes', defaultMessage: 'Recovery codes' },
  downloadCodes: { id: 'accountSettings.twoStep.downloadCodes', defaultMessage: 'Download codes' },
  copyCodes: { id: 'accountSettings.twoStep.copyCodes', defaultMessage: 'Copy codes' },
  savedCodes: { id: 'accountSettings.twoStep.savedCodes', defaultMessage: 'I saved my codes' },
  onLead: {
    id: 'accountSettings.twoStep.onLead',
    defaultMessage:
      'Signing in asks for a code from your authenticator app after your password. You have {count, plural, one {# unused recovery code} other {# unused recovery codes}} left.',
  },
  runningOut: {
    id: 'accountSettings.twoStep.runningOut',
    defaultMessage:
      'You are running out of recovery codes. Turn two-step verification off and on again to get {count} new ones.',
  },
  turnOffButton: { id: 'accountSettings.twoStep.turnOffButton', defaultMessage: 'Turn off two-step verification' },
  turnOffLead: {
    id: 'accountSettings.twoStep.turnOffLead',
    defaultMessage: 'Your account will be protected by your password only. Confirm it is you:',
  },
  password: { id: 'accountSettings.twoStep.password', defaultMessage: 'Password' },
  codeOrRecovery: {
    id: 'accountSettings.twoStep.codeOrRecovery',
    defaultMessage: 'Code from the app or a recovery code',
  },
  turnOff: { id: 'accountSettings.twoStep.turnOff', defaultMessage: 'Turn off' },
  keepOn: { id: 'accountSettings.twoStep.keepOn', defaultMessage: 'Keep it on' },
});
