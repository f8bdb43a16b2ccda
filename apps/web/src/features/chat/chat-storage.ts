import type { ChatAttachment } from '@heloc/domain/contracts';
import type { ChatWireMode } from './chat-mode';

/*
 * The widget's chat, kept in localStorage per organisation (docs/product/chat.md §5) so a reload reopens the same
 * conversation: the chat's token, who is chatting, the last message seen and what is not yet acknowledged.
 */

/** A message sent but not yet acknowledged: sent again after every reconnect under the same clientId. */
export interface PendingMessage {
  clientId: string;
  body: string;
  attachments: ChatAttachment[];
  createdAt: string;
  /** The server refused it (SEND_FAILED): not sent again until the borrower asks. */
  failed?: boolean;
}

export interface StoredChat {
  token: string;
  conversationUuid: string;
  name: string;
  email: string;
  mode: ChatWireMode;
  /** When the token expires (ISO): an agent chat refreshes it shortly before. */
  expiresAt: string;
  /** The last message's seq the borrower has seen: messages after it are announced as new. */
  lastSeq: number;
  pending: PendingMessage[];
}

const keyOf = (orgCode: string) => `heloc.chat.${orgCode}`;

export const readStoredChat = (orgCode: string): StoredChat | null => {
  try {
    const text = localStorage.getItem(keyOf(orgCode));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<StoredChat>;
    if (typeof value.token !== 'string' || typeof value.conversationUuid !== 'string') return null;
    return {
      token: value.token,
      conversationUuid: value.conversationUuid,
      name: value.name ?? '',
      email: value.email ?? '',
      mode: value.mode === 'AGENT' ? 'AGENT' : 'CHATBOT',
      expiresAt: value.expiresAt ?? '',
      lastSeq: typeof value.lastSeq === 'number' ? value.lastSeq : 0,
      pending: Array.isArray(value.pending) ? value.pending : [],
    };
  } catch {
    return null;
  }
};

export const writeStoredChat = (orgCode: string, chat: StoredChat): void => {
  try {
    localStorage.setItem(keyOf(orgCode), JSON.stringify(chat));
  } catch {
    // Storage full or unavailable: the chat goes on for this page.
  }
};

export const clearStoredChat = (orgCode: string): void => {
  try {
    localStorage.removeItem(keyOf(orgCode));
  } catch {
    // Nothing kept.
  }
};
