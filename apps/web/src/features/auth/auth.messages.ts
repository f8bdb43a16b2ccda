import { defineMessages } from '../../lib/i18n/define-messages';

export const authMessages = defineMessages({
  formLabel: { id: 'auth.login.formLabel', defaultMessage: 'Log in' },
  email: { id: 'auth.login.email', defaultMessage: 'Email' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  codeFormLabel: { id: 'auth.code.formLabel', defaultMessage: 'Two-step verification' },
  codeIntro: {
    id: 'auth.code.intro',
    defaultMessage:
      'Two-step verification is on for this account. Open your authenticator app and enter the code it shows for this account. Lost your phone? Enter one of the recovery codes you saved instead; each works once.',
  },
  code: { id: 'auth.code.label', defaultMessage: 'Verification code' },
  codeHint: { id: 'auth.code.hint', defaultMessage: '6 digits from the app, or a recovery code like abcde-12345' },
  startOver: { id: 'auth.code.startOver', defaultMessage: 'Use a different account' },
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  lead: { id: 'auth.login.lead', defaultMessage: 'Sign in to your {company} account to continue.' },
  newHere: { id: 'auth.login.newHere', defaultMessage: 'New here? <link>Start your application</link>' },
  signerTitle: { id: 'auth.signerLogin.title', defaultMessage: 'Additional signer log in' },
  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  signUpLead: {
    id: 'auth.signUp.lead',
    defaultMessage: 'Create your {company} account to finish your application. You will log in with it from now on.',
  },
  mobilePhone: { id: 'auth.signUp.mobilePhone', defaultMessage: 'Mobile phone' },
  passwordHint: {
    id: 'auth.signUp.passwordHint',
    defaultMessage:
      'At least 12 characters, with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & *',
  },
  signUpExists: {
    id: 'auth.signUp.exists',
    defaultMessage: 'An account with this email already exists. <link>Log in</link> instead.',
  },
  signUpHasAccount: { id: 'auth.signUp.hasAccount', defaultMessage: 'Already have an account? <link>Log in</link>' },
  agentTitle: { id: 'auth.agentLogin.title', defaultMessage: 'Agent portal log in' },
  agentLead: {
    id: 'auth.agentLogin.lead',
    defaultMessage: 'For brokers and loan officers who refer applicants to {company}. Log in with your agent account.',
  },
  agentHomeTitle: { id: 'auth.agentHome.title', defaultMessage: 'Agent portal' },
  agentSignedIn: { id: 'auth.agentHome.signedIn', defaultMessage: 'You are logged in to the agent portal as {email}.' },
  agentLoading: { id: 'auth.agentHome.loading', defaultMessage: 'Loading your agent account' },
  agentSignOut: { id: 'auth.agentHome.signOut', defaultMessage: 'Log out' },
  agentSigningOut: { id: 'auth.agentHome.signingOut', defaultMessage: 'Logging out' },
  agentNotSignedIn: {
    id: 'auth.agentHome.notSignedIn',
    defaultMessage: 'You are not logged in to the agent portal. <link>Log in</link>',
  },
  signerLead: {
    id: 'auth.signerLogin.lead',
    defaultMessage:
      'You have been added as a signer on a home equity line of credit application. Log in to review and sign.',
  },
});
