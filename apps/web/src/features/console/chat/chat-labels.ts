import type { ChatConversationState } from '@heloc/domain/contracts';

/** docs/product/chat.md §4: where a chat stands, as agents read it. */
export const CHAT_STATE_LABELS: Readonly<Record<ChatConversationState, string>> = {
  BOT: 'With the chatbot',
  WAITING: 'Waiting for an agent',
  ACTIVE: 'With an agent',
  ENDED: 'Ended',
};

/** How long the borrower's typing preview stays after their last typing frame (ours). */
export const TYPING_PREVIEW_SHOWN_MS = 3_000;

/** The accepted kinds for the file picker (the domain's list checks the name again). */
export const chatAttachmentAccept = (extensions: readonly string[]): string =>
  extensions.map((extension) => `.${extension}`).join(',');
