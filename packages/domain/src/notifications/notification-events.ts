import { formatMoney } from '../format/money';

/*
 * What a borrower is told, and where they act (docs/product/application-area.md §2.4, §3). The spec shows the
 * notification's fields, not the events nor their words: these are ours (docs/decisions.md "Notifications").
 */

export const NOTIFICATION_KINDS = [
  'CONDITION_RAISED',
  'DOCUMENTS_READY',
  'SIGNER_SIGNED',
  'RESCISSION_ENDED',
  'FUNDS_SENT',
  'CHAT_REPLY',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationCtaText {
  title: string;
  /** An app path (under /account/heloc/{uuid}/ for an application's screen). */
  redirectPath: string;
}

export interface NotificationText {
  title: string;
  description: string;
  ctas: NotificationCtaText[];
}

/** The event, with what its words need. */
export type NotificationEvent =
  | { kind: 'CONDITION_RAISED'; applicationUuid: string; request: string | null }
  | { kind: 'DOCUMENTS_READY'; applicationUuid: string }
  | { kind: 'SIGNER_SIGNED'; applicationUuid: string; signerName: string | null }
  | { kind: 'RESCISSION_ENDED'; applicationUuid: string }
  | { kind: 'FUNDS_SENT'; applicationUuid: string; amountDollars: number; accountLast4: string }
  | {
      kind: 'CHAT_REPLY';
      applicationUuid: string;
      agentName: string;
      /** The reply's text; null when the reply was a file alone. */
      message: string | null;
      screenPath: string;
    };

const screen = (applicationUuid: string, path: string) => `/account/heloc/${applicationUuid}/${path}`;

/** How much of a chat reply a notification repeats. */
export const CHAT_REPLY_PREVIEW_LENGTH = 140;

/** A text on one line, cut to CHAT_REPLY_PREVIEW_LENGTH characters. */
export const notificationPreview = (text: string): string => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= CHAT_REPLY_PREVIEW_LENGTH
    ? oneLine
    : `${oneLine.slice(0, CHAT_REPLY_PREVIEW_LENGTH - 1).trimEnd()}…`;
};

/** The text with its first letter in capitals (a request quoted in a notification). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The title, description and call to action of a notification of `event`. */
export const notificationTextOf = (event: NotificationEvent): NotificationText => {
  const { applicationUuid } = event;
  switch (event.kind) {
    case 'CONDITION_RAISED':
      return {
        title: 'Your lender needs something from you',
        description: event.request
          ? `Your lender asked: ${capitalised(notificationPreview(event.request))}`
          : 'Your lender added a request to your application.',
        ctas: [{ title: 'View requests', redirectPath: screen(applicationUuid, 'conditions') }],
      };
    case 'DOCUMENTS_READY':
      return {
        title: 'Your documents are ready to sign',
        description: 'Your closing documents are ready. Review and sign them to keep your application moving.',
        ctas: [{ title: 'Sign documents', redirectPath: screen(applicationUuid, 'signing/intro') }],
      };
    case 'SIGNER_SIGNED':
      return {
        title: 'A co-signer signed',
        description: `${event.signerName ?? 'A co-signer'} signed the closing documents.`,
        ctas: [{ title: 'View progress', redirectPath: screen(applicationUuid, 'signing/additional') }],
      };
    case 'RESCISSION_ENDED':
      return {
        title: 'Your right to cancel has ended',
        description: 'The cancellation period is over. Your deed is being recorded and your funds are next.',
        ctas: [{ title: 'View status', redirectPath: screen(applicationUuid, 'complete') }],
      };
    case 'FUNDS_SENT':
      return {
        title: 'Your funds are on the way',
        description: `We sent ${formatMoney(event.amountDollars)} to your account ending in ${event.accountLast4}.`,
        ctas: [{ title: 'View details', redirectPath: screen(applicationUuid, 'complete') }],
      };
    case 'CHAT_REPLY':
      return {
        title: `${event.agentName} replied to your chat`,
        description: event.message === null ? 'Sent you a file.' : notificationPreview(event.message),
        ctas: [{ title: 'Open chat', redirectPath: event.screenPath }],
      };
  }
};

/** The subject and text of the e-mail that repeats a notification (links made absolute with the app's base URL). */
export const notificationEmailOf = (
  notification: NotificationText,
  baseUrl: string,
): { subject: string; text: string } => {
  const base = baseUrl.replace(/\/+$/, '');
  const links = notification.ctas.map((cta) => `${cta.title}: ${base}${cta.redirectPath}`);
  return {
    subject: notification.title,
    text: [
      notification.description,
      '',
      ...links,
      '',
      'You can also see this in the notifications menu when you sign in.',
    ].join('\n'),
  };
};
