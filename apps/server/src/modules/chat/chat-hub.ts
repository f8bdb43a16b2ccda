import type { ChatServerFrame } from '@heloc/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { channelListenerOf } from '../../platform/database/database';
import type { ServiceContext } from '../service-context';
import type { ChatAnnouncement } from './chat-announce';
import { conversationOf, messageOf } from './chat-views';
import { CHAT_CHANNEL, findConversation, findMessage } from './chat.repo';
import { isInScope } from './console-chat';

/*
 * docs/product/chat.md §5: this node's sockets, and what every node announces passed to them. A widget's socket
 * follows its conversation; an agent's socket follows every conversation of the member's organisations. A message or a
 * state change is read once per announcement on each node that has a socket for it, whatever the number of sockets.
 * Announcements are handled one at a time, in the order heard, so a socket sees a conversation's messages in order.
 */

export interface ChatHub {
  /** Follows a conversation; answers the function that stops. */
  addBorrower(conversationUuid: string, socket: WebSocket): () => void;
  addAgent(staff: StaffPrincipal, socket: WebSocket): () => void;
  /** Whether a borrower's socket of the conversation is open on this node (their chat is open). */
  hasBorrower(conversationUuid: string): boolean;
  /** Whether another socket of this member is open on this node (closing one tab keeps them available). */
  hasAgent(memberUuid: string): boolean;
  /** The sockets open on this node, by kind (the operator's gauge, platform/metrics). */
  sockets(): { borrower: number; agent: number };
  /** Closes every socket of this node with `code` (1012: the client reconnects). */
  closeAll(code: number, reason: string): void;
  /** Stops listening (the app's close). */
  stop(): Promise<void>;
}

export const sendFrame = (socket: WebSocket, frame: ChatServerFrame): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

export const createChatHub = (ctx: ServiceContext, log: FastifyBaseLogger): ChatHub => {
  const borrowers = new Map<string, Set<WebSocket>>();
  const agents = new Map<WebSocket, StaffPrincipal>();

  const agentsOf = (orgCode: string): WebSocket[] =>
    [...agents].filter(([, staff]) => isInScope(staff, orgCode)).map(([socket]) => socket);

  const deliver = async (a: ChatAnnouncement): Promise<void> => {
    const toBorrowers = [...(borrowers.get(a.conversationUuid) ?? [])];
    const toAgents = agentsOf(a.orgCode);
    if (toBorrowers.length + toAgents.length === 0) return;
    const all = [...toBorrowers, ...toAgents];
    if (a.kind === 'message') {
      const row = await findMessage(ctx.db, a.messageUuid);
      if (row) for (const socket of all) sendFrame(socket, { type: 'message', message: messageOf(row) });
    } else if (a.kind === 'state') {
      const row = await findConversation(ctx.db, a.conversationUuid);
      if (row) for (const socket of all) sendFrame(socket, { type: 'state', conversation: conversationOf(row) });
    } else if (a.kind === 'queue') {
      for (const socket of toAgents) sendFrame(socket, { type: 'queue-changed' });
    } else {
      // The borrower's preview goes to the agents; an agent's to the borrower.
      const frame: ChatServerFrame = {
        type: 'typing',
        conversationUuid: a.conversationUuid,
        senderType: a.senderType,
        senderName: a.senderName,
        text: a.text,
      };
      for (const socket of a.senderType === 'CUSTOMER' ? toAgents : toBorrowers) sendFrame(socket, frame);
    }
  };

  let chain: Promise<void> = Promise.resolve();
  const heard = (payload: string) => {
    let announcement: ChatAnnouncement;
    try {
      announcement = JSON.parse(payload) as ChatAnnouncement;
    } catch {
      return;
    }
    chain = chain
      .then(() => deliver(announcement))
      .catch((error: unknown) => log.warn({ err: error }, 'chat: announcement not delivered'));
  };
  // While the listening connection was down this node heard nothing: once it is back, its sockets are closed (1012,
  // "service restart") so each client reconnects and asks for what it missed (the widget's afterSeq, the console's
  // lists read again).
  let lostSince = false;
  let stopping = false;
  const closeAll = (code: number, reason: string) => {
    for (const socket of [...agents.keys(), ...[...borrowers.values()].flatMap((set) => [...set])])
      socket.close(code, reason);
  };
  const onConnected = (connected: boolean) => {
    if (!connected) {
      lostSince = !stopping;
      return;
    }
    if (!lostSince) return;
    lostSince = false;
    log.warn('chat: listening again; sockets asked to reconnect');
    closeAll(1012, 'Reconnect to catch up');
  };
  const listen = channelListenerOf(ctx.db);
  const unlisten = listen?.(CHAT_CHANNEL, heard, onConnected);

  return {
    addBorrower(conversationUuid, socket) {
      const set = borrowers.get(conversationUuid) ?? new Set<WebSocket>();
      set.add(socket);
      borrowers.set(conversationUuid, set);
      return () => {
        set.delete(socket);
        if (set.size === 0 && borrowers.get(conversationUuid) === set) borrowers.delete(conversationUuid);
      };
    },
    addAgent(staff, socket) {
      agents.set(socket, staff);
      return () => void agents.delete(socket);
    },
    hasBorrower(conversationUuid) {
      return (borrowers.get(conversationUuid)?.size ?? 0) > 0;
    },
    hasAgent(memberUuid) {
      return [...agents.values()].some((staff) => staff.memberUuid === memberUuid);
    },
    sockets() {
      let borrower = 0;
      for (const set of borrowers.values()) borrower += set.size;
      return { borrower, agent: agents.size };
    },
    closeAll,
    async stop() {
      stopping = true;
      await unlisten?.();
      await chain;
    },
  };
};
