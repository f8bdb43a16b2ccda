import type { ChatMessage } from '@heloc/domain/contracts';
import { notifyBorrower } from '../notifications';
import type { ServiceContext } from '../service-context';
import type { ChatHub } from './chat-hub';
import { findConversation } from './chat.repo';

/** docs/product/application-area.md §2.4: this query parameter opens the web chat on load. */
const POP_WEBCHAT = 'pop-webchat';

/**
 * The app path of the page a chat was started on (the application's home otherwise), with the chat opened on load,
 * so the borrower reads the reply where they asked.
 */
const screenPathOf = (pageUrl: string, applicationUuid: string): string => {
  let path = `/account/heloc/${applicationUuid}`;
  try {
    const { pathname } = new URL(pageUrl, 'http://app.invalid');
    if (pathname.startsWith('/account/')) path = pathname;
  } catch {
    // Not a URL: the application's home.
  }
  return `${path}?${POP_WEBCHAT}=true`;
};

/**
 * docs/product/application-area.md §2.4 (docs/decisions.md "Notifications"): an agent's reply to a signed-in
 * borrower whose chat is closed (no socket of the conversation open on this node) becomes a notification, e-mailed
 * like every other, so the borrower learns of it away from the chat. Keyed by the message: told once.
 */
export const tellAwayBorrower = async (ctx: ServiceContext, hub: ChatHub, message: ChatMessage): Promise<void> => {
  if (hub.hasBorrower(message.conversationUuid)) return;
  const conversation = await findConversation(ctx.db, message.conversationUuid);
  if (!conversation?.identity_uuid || !conversation.application_uuid) return;
  await notifyBorrower(ctx, {
    identityUuid: conversation.identity_uuid,
    orgCode: conversation.org_code,
    eventKey: `chat-message:${message.uuid}`,
    at: ctx.now(),
    event: {
      kind: 'CHAT_REPLY',
      applicationUuid: conversation.application_uuid,
      agentName: message.senderName,
      message: message.body || null,
      screenPath: screenPathOf(conversation.page_url, conversation.application_uuid),
    },
  });
};
