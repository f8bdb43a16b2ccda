import { formatMoney } from '../format/money';
import { englishOf, type Message, textOf, withValues } from '../i18n/message';
import { NOTIFICATION_EMAIL_FOOTER, NOTIFICATION_MESSAGES } from './notification-messages';

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

/** A notification's words before they are put in a language: messages, and the person's own words as written. */
export interface NotificationWords {
  title: Message;
  description: Message | string;
  ctas: Array<{ title: Message; redirectPath: string }>;
}

const M = NOTIFICATION_MESSAGES;

/** The title, description and call to action of a notification of `event`, as messages. */
export const notificationWordsOf = (event: NotificationEvent): NotificationWords => {
  const { applicationUuid } = event;
  switch (event.kind) {
    case 'CONDITION_RAISED':
      return {
        title: M.conditionTitle,
        description: event.request
          ? withValues(M.conditionAsked, { request: capitalised(notificationPreview(event.request)) })
          : M.conditionAdded,
        ctas: [{ title: M.conditionCta, redirectPath: screen(applicationUuid, 'conditions') }],
      };
    case 'DOCUMENTS_READY':
      return {
        title: M.documentsTitle,
        description: M.documentsDescription,
        ctas: [{ title: M.documentsCta, redirectPath: screen(applicationUuid, 'signing/intro') }],
      };
    case 'SIGNER_SIGNED':
      return {
        title: M.signerTitle,
        description: event.signerName ? withValues(M.signerSigned, { signer: event.signerName }) : M.someSignerSigned,
        ctas: [{ title: M.signerCta, redirectPath: screen(applicationUuid, 'signing/additional') }],
      };
    case 'RESCISSION_ENDED':
      return {
        title: M.rescissionTitle,
        description: M.rescissionDescription,
        ctas: [{ title: M.rescissionCta, redirectPath: screen(applicationUuid, 'complete') }],
      };
    case 'FUNDS_SENT':
      return {
        title: M.fundsTitle,
        description: withValues(M.fundsDescription, {
          amount: formatMoney(event.amountDollars),
          last4: event.accountLast4,
        }),
        ctas: [{ title: M.fundsCta, redirectPath: screen(applicationUuid, 'complete') }],
      };
    case 'CHAT_REPLY':
      return {
        title: withValues(M.chatTitle, { agent: event.agentName }),
        description: event.message === null ? M.chatFile : notificationPreview(event.message),
        ctas: [{ title: M.chatCta, redirectPath: event.screenPath }],
      };
  }
};

/**
 * The notification of `event` in words: English unless `say` puts its messages in another language (the server's,
 * in the language on the person's profile).
 */
export const notificationTextOf = (
  event: NotificationEvent,
  say: (text: Message | string) => string = textOf,
): NotificationText => {
  const words = notificationWordsOf(event);
  return {
    title: say(words.title),
    description: say(words.description),
    ctas: words.ctas.map((cta) => ({ title: say(cta.title), redirectPath: cta.redirectPath })),
  };
};

/**
 * The subject and text of the e-mail that repeats a notification (links made absolute with the app's base URL); its
 * last line in English unless given in the notification's language.
 */
export const notificationEmailOf = (
  notification: NotificationText,
  baseUrl: string,
  footer: string = englishOf(NOTIFICATION_EMAIL_FOOTER),
): { subject: string; text: string } => {
  const base = baseUrl.replace(/\/+$/, '');
  const links = notification.ctas.map((cta) => `${cta.title}: ${base}${cta.redirectPath}`);
  return { subject: notification.title, text: [notification.description, '', ...links, '', footer].join('\n') };
};
