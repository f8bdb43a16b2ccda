import { defineMessages } from '../i18n/catalogue';

/* The page a suspended partner's hosts show instead of registration (docs/organizations.md "Suspending a partner"). Ours. */
export const suspendedPageMessages = defineMessages({
  title: {
    id: 'server.suspendedPage.title',
    defaultMessage: '{company} is not taking new applications',
  },
  body: {
    id: 'server.suspendedPage.body',
    defaultMessage:
      '{company} is not taking new applications online at the moment. If you have already started an application, sign in to continue it.',
  },
  signIn: { id: 'server.suspendedPage.signIn', defaultMessage: 'Sign in to my application' },
  contact: { id: 'server.suspendedPage.contact', defaultMessage: 'Questions? Call {phone} or write to {email}.' },
});
