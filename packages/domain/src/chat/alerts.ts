import { message } from '../i18n/message';
/**
 * The chat widget's alerts, word for word (docs/product/widgets-and-calculations.md §8), with their severity. The
 * widget shows the reconnecting alert while its socket is connecting again and clears it once back.
 */
export const CHAT_ALERTS = {
  reconnecting: { severity: 'warning', text: 'Connection lost. Attempting to reconnect.' },
  general: { severity: 'error', text: 'Something went wrong. Please try again later.' },
  invalidToken: { severity: 'warning', text: 'Token state is invalid.' },
  sendFailed: { severity: 'error', text: 'Something went wrong. Please try resending the message.' },
} as const;
export type ChatAlertKey = keyof typeof CHAT_ALERTS;

/** docs/product/widgets-and-calculations.md §4: the ended panel's thanks. */
export const CHAT_ENDED_THANKS = message('domain.chat.endedThanks', 'Thanks for chatting with us!');

/** The refusal of an attachment whose kind is not accepted (ours; the accepted kinds are the spec's). */
export const CHAT_ATTACHMENT_REFUSED_MESSAGE = message(
  'domain.chat.attachmentRefused',
  'This file type cannot be sent. Attach a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.',
);
/** The largest chat attachment (ours): the size of the other uploads of the application. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_ATTACHMENT_TOO_LARGE_MESSAGE = message(
  'domain.chat.attachmentTooLarge',
  'This file is larger than 10 MB.',
);
