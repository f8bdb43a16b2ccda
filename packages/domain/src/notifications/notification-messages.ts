import { labelMessages, message } from '../i18n/message';

/*
 * The words of the notifications and of the e-mails that repeat them (docs/product/application-area.md §2.4, §3;
 * ours: docs/decisions.md "Notifications"), in the person's language (docs/i18n.md): Spanish beside them
 * (notification-messages.es.ts). Values are put in already formatted (an amount in dollars).
 */
export const NOTIFICATION_MESSAGES = labelMessages('domain.notifications', {
  conditionTitle: 'Your lender needs something from you',
  conditionAsked: 'Your lender asked: {request}',
  conditionAdded: 'Your lender added a request to your application.',
  conditionCta: 'View requests',
  documentsTitle: 'Your documents are ready to sign',
  documentsDescription: 'Your closing documents are ready. Review and sign them to keep your application moving.',
  documentsCta: 'Sign documents',
  signerTitle: 'A co-signer signed',
  signerSigned: '{signer} signed the closing documents.',
  someSignerSigned: 'A co-signer signed the closing documents.',
  signerCta: 'View progress',
  rescissionTitle: 'Your right to cancel has ended',
  rescissionDescription: 'The cancellation period is over. Your deed is being recorded and your funds are next.',
  rescissionCta: 'View status',
  fundsTitle: 'Your funds are on the way',
  fundsDescription: 'We sent {amount} to your account ending in {last4}.',
  fundsCta: 'View details',
  chatTitle: '{agent} replied to your chat',
  chatFile: 'Sent you a file.',
  chatCta: 'Open chat',
});

/** The last line of a notification's e-mail. */
export const NOTIFICATION_EMAIL_FOOTER = message(
  'domain.notifications.emailFooter',
  'You can also see this in the notifications menu when you sign in.',
);
