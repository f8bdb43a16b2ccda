import type { ChatAttachment } from '@heloc/domain/contracts';

/**
 * A message the agent sent that the server has not acknowledged yet: the Chats screens' socket keeps it, the transcript
 * shows it after the chat's messages (docs/product/chat.md §4, §5).
 */
export interface PendingMessage {
  clientId: string;
  conversationUuid: string;
  body: string;
  attachments: ChatAttachment[];
  /** The server answered SEND_FAILED: it is sent again only when the agent asks. */
  failed: boolean;
}
