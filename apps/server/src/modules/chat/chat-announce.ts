import type { ChatMessageSender } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import { notifyChat } from './chat.repo';

/*
 * docs/product/chat.md §5: every node hears what any node announces (NOTIFY, delivered when the writer's transaction
 * commits) and passes it to its own sockets (chat-hub.ts). The payload stays small (NOTIFY takes at most 8000 bytes):
 * a message or a state change is read again by its uuid on each node; only a typing preview travels whole.
 */

export type ChatAnnouncement =
  | { kind: 'message'; conversationUuid: string; orgCode: string; messageUuid: string }
  | { kind: 'state'; conversationUuid: string; orgCode: string }
  | { kind: 'queue'; conversationUuid: string; orgCode: string }
  | {
      kind: 'typing';
      conversationUuid: string;
      orgCode: string;
      senderType: ChatMessageSender;
      senderName: string;
      text: string;
    };

export const announce = (db: Db, announcement: ChatAnnouncement): Promise<void> =>
  notifyChat(db, JSON.stringify(announcement));

/** A change of state the borrower sees and the agents' queue shows: both announcements. */
export const announceStateAndQueue = async (db: Db, conversationUuid: string, orgCode: string): Promise<void> => {
  await announce(db, { kind: 'state', conversationUuid, orgCode });
  await announce(db, { kind: 'queue', conversationUuid, orgCode });
};
