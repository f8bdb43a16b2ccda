import { CHAT_TYPING_PREVIEW_MAX, type ChatAlertKey } from '@heloc/domain';
import type {
  ChatAttachment,
  ChatConversation,
  ChatHistoryEntry,
  ChatMessage,
  ChatServerFrame,
} from '@heloc/domain/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { chatWithAutobot } from './api/chat-with-autobot';
import { getChatHistory } from './api/get-chat-history';
import { getWebChatInfo } from './api/get-web-chat-info';
import { refreshChatToken } from './api/refresh-chat-token';
import { ChatConnection, type ChatConnectionStatus } from './chat-connection';
import type { SocketLike } from '../../lib/socket/reconnecting-socket';
import { writeStoredChat, type PendingMessage, type StoredChat } from './chat-storage';

/** How long the other side's typing shows after its last preview (ours). */
export const CHAT_TYPING_SHOWN_MS = 3_000;
/** An agent chat's token is refreshed this long before it expires (ours). */
export const CHAT_TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export interface ChatConversationState {
  conversation: ChatConversation | null;
  /** Oldest first (by seq). */
  messages: ChatMessage[];
  pending: PendingMessage[];
  isReconnecting: boolean;
  alert: ChatAlertKey | null;
  /** The other side is typing. */
  typingName: string | null;
  /** What the polite live region reads out: the latest message from the other side. */
  announced: ChatMessage | null;
  /**
   * The chatbot's questions and answers read with getChatHistory, shown while the socket is not ready (a reopened
   * chat, or a question asked while it reconnects); its next `ready` replaces them.
   */
  history: ChatMessage[];
}

type Action =
  | { type: 'status'; status: ChatConnectionStatus }
  | { type: 'frame'; frame: ChatServerFrame; announceAfterSeq: number }
  | { type: 'queue'; message: PendingMessage }
  | { type: 'retry'; clientId: string }
  | { type: 'alert'; alert: ChatAlertKey | null }
  | { type: 'typing-over' }
  | { type: 'ended' }
  | { type: 'history'; entries: readonly ChatHistoryEntry[]; clientId?: string };

/** A history entry as the two messages the list shows: the customer's question and the chatbot's answer. */
const historyMessages = (
  entries: readonly ChatHistoryEntry[],
  conversationUuid: string,
  customerName: string,
): ChatMessage[] =>
  entries.flatMap((entry, index) => [
    {
      uuid: `${entry.questionId}-question`,
      conversationUuid,
      seq: 2 * index + 1,
      senderType: 'CUSTOMER' as const,
      senderName: customerName,
      body: entry.questionStr,
      attachments: [],
      article: null,
      offer: null,
      clientId: null,
      createdAt: entry.createdDt,
    },
    {
      uuid: entry.questionId,
      conversationUuid,
      seq: 2 * index + 2,
      senderType: 'BOT' as const,
      senderName: '',
      body: entry.responseStr,
      attachments: [],
      article: null,
      offer: null,
      clientId: null,
      createdAt: entry.createdDt,
    },
  ]);

const withMessages = (messages: ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] => {
  const byUuid = new Map(messages.map((message) => [message.uuid, message]));
  for (const message of added) byUuid.set(message.uuid, message);
  return [...byUuid.values()].sort((a, b) => a.seq - b.seq);
};

const announcedOf = (
  messages: readonly ChatMessage[],
  afterSeq: number,
  fallback: ChatMessage | null,
): ChatMessage | null => messages.filter((m) => m.senderType !== 'CUSTOMER' && m.seq > afterSeq).at(-1) ?? fallback;

const reducer = (state: ChatConversationState, action: Action): ChatConversationState => {
  switch (action.type) {
    case 'status':
      if (action.status === 'reconnecting') return { ...state, isReconnecting: true };
      return state;
    case 'queue':
      return { ...state, pending: [...state.pending, action.message] };
    case 'retry':
      return {
        ...state,
        alert: null,
        pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, failed: false } : p)),
      };
    case 'alert':
      return { ...state, alert: action.alert };
    case 'typing-over':
      return { ...state, typingName: null };
    case 'ended':
      return state.conversation ? { ...state, conversation: { ...state.conversation, state: 'ENDED' } } : state;
    case 'history':
      return {
        ...state,
        history: historyMessages(action.entries, state.conversation?.uuid ?? '', ''),
        pending: action.clientId ? state.pending.filter((p) => p.clientId !== action.clientId) : state.pending,
      };
    case 'frame':
      return reduceFrame(state, action.frame, action.announceAfterSeq);
  }
};

const reduceFrame = (state: ChatConversationState, frame: ChatServerFrame, after: number): ChatConversationState => {
  switch (frame.type) {
    case 'ready': {
      const stored = new Set(frame.messages.map((m) => m.clientId).filter(Boolean));
      return {
        ...state,
        conversation: frame.conversation,
        messages: withMessages(state.messages, frame.messages),
        pending: state.pending.filter((p) => !stored.has(p.clientId)),
        isReconnecting: false,
        history: [],
        alert: state.alert === 'general' ? null : state.alert,
        announced: announcedOf(frame.messages, after, state.announced),
      };
    }
    case 'ack':
      return {
        ...state,
        messages: withMessages(state.messages, [frame.message]),
        pending: state.pending.filter((p) => p.clientId !== frame.clientId),
      };
    case 'message': {
      const isTheirs = frame.message.senderType !== 'CUSTOMER';
      return {
        ...state,
        messages: withMessages(state.messages, [frame.message]),
        pending: frame.message.clientId
          ? state.pending.filter((p) => p.clientId !== frame.message.clientId)
          : state.pending,
        typingName: isTheirs ? null : state.typingName,
        announced: isTheirs ? frame.message : state.announced,
      };
    }
    case 'typing':
      if (frame.senderType === 'CUSTOMER') return state;
      return { ...state, typingName: frame.text === '' ? null : frame.senderName };
    case 'state':
      return { ...state, conversation: frame.conversation };
    case 'error':
      if (frame.code === 'SEND_FAILED') {
        // A refused typing preview carries no clientId: nothing the borrower needs to resend.
        if (!frame.clientId) return state;
        return {
          ...state,
          alert: 'sendFailed',
          pending: state.pending.map((p) => (p.clientId === frame.clientId ? { ...p, failed: true } : p)),
        };
      }
      if (frame.code === 'ENDED') return reducer(state, { type: 'ended' });
      if (frame.code === 'BAD_FRAME') return { ...state, alert: 'general' };
      return state;
    default:
      return state;
  }
};

const maxSeq = (messages: readonly ChatMessage[]): number => messages.at(-1)?.seq ?? 0;

/** What the list shows: the conversation, then the history's questions and answers it does not hold yet. */
export const shownMessages = (state: Pick<ChatConversationState, 'messages' | 'history'>): ChatMessage[] => {
  if (state.history.length === 0) return state.messages;
  const known = new Set(state.messages.map((message) => message.uuid));
  const after = maxSeq(state.messages);
  return [
    ...state.messages,
    ...state.history
      .filter((message, index, all) => !known.has(message.senderType === 'BOT' ? message.uuid : all[index + 1]!.uuid))
      .map((message, index) => ({ ...message, seq: after + index + 1 })),
  ];
};

export interface UseChatConversation {
  orgCode: string;
  chat: StoredChat;
  /** The chat's token was refused (or could not be refreshed): back to the pre-chat form. */
  onInvalidToken: () => void;
  createSocket?: ((url: string) => SocketLike) | undefined;
  /** The borrower-authentication nonce, when the chat is authenticated (docs/product/widgets-and-calculations.md §4). */
  nonce?: string | undefined;
}

/** The conversation over the widget's socket: its messages, what is still unacknowledged, its alerts. */
export function useChatConversation({ orgCode, chat, onInvalidToken, createSocket, nonce }: UseChatConversation) {
  const [state, dispatch] = useReducer(reducer, chat, (stored) => ({
    conversation: null,
    messages: [],
    pending: stored.pending,
    isReconnecting: false,
    alert: null,
    typingName: null,
    announced: null,
    history: [],
  }));
  const stateRef = useRef(state);
  stateRef.current = state;
  const storedRef = useRef(chat);
  const connectionRef = useRef<ChatConnection | null>(null);
  const invalidRef = useRef(onInvalidToken);
  invalidRef.current = onInvalidToken;
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announceAfter = useRef(chat.lastSeq);
  /** The socket's last `ready` has not been followed by a loss: a message goes over it. */
  const isLive = useRef(false);
  /** The contact behind the chat (web-chat-info), the sender the chatbot call names; the e-mail until it answers. */
  const contactId = useRef(chat.email);
  const nonceRef = useRef(nonce);
  nonceRef.current = nonce;

  // docs/product/widgets-and-calculations.md §7: who the chat's contact is, and a chatbot chat's latest questions and
  // answers, shown until the socket is ready. Neither is needed to chat: a failure leaves the socket to do it all.
  useEffect(() => {
    let isCurrent = true;
    getWebChatInfo(chat.conversationUuid).then(
      (info) => {
        if (isCurrent) contactId.current = info.contactId;
      },
      () => undefined,
    );
    if (chat.mode === 'CHATBOT')
      getChatHistory(chat.conversationUuid).then(
        (entries) => {
          if (isCurrent && !isLive.current) dispatch({ type: 'history', entries });
        },
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, [chat.conversationUuid, chat.mode]);

  useEffect(() => {
    const connection = new ChatConnection({
      token: () => storedRef.current.token,
      afterSeq: () => maxSeq(stateRef.current.messages) || undefined,
      createSocket,
      onStatus: (status) => {
        if (status === 'reconnecting') isLive.current = false;
        dispatch({ type: 'status', status });
      },
      onFrame: (frame) => {
        if (frame.type === 'error' && frame.code === 'INVALID_TOKEN') {
          invalidRef.current();
          return;
        }
        dispatch({ type: 'frame', frame, announceAfterSeq: announceAfter.current });
        if (frame.type === 'typing' && frame.senderType !== 'CUSTOMER') {
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => dispatch({ type: 'typing-over' }), CHAT_TYPING_SHOWN_MS);
        }
        if (frame.type === 'ready') {
          isLive.current = true;
          // What the server has not acknowledged goes again, under the same clientId (it stores it once).
          const stored = new Set(frame.messages.map((m) => m.clientId));
          for (const pending of stateRef.current.pending) {
            if (pending.failed || stored.has(pending.clientId)) continue;
            connection.send({
              type: 'send',
              clientId: pending.clientId,
              body: pending.body,
              attachmentUuids: pending.attachments.map((a) => a.uuid),
            });
          }
        }
      },
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      connection.stop();
      clearTimeout(typingTimer.current);
    };
  }, [createSocket]);

  // Kept across a reload: the unacknowledged messages and the last seq seen.
  useEffect(() => {
    const lastSeq = Math.max(storedRef.current.lastSeq, maxSeq(state.messages));
    announceAfter.current = lastSeq;
    storedRef.current = { ...storedRef.current, pending: state.pending, lastSeq };
    writeStoredChat(orgCode, storedRef.current);
  }, [orgCode, state.pending, state.messages]);

  // An agent chat's token is refreshed shortly before it expires; a failed refresh is the invalid-token alert.
  const mode = state.conversation?.mode ?? chat.mode;
  const [expiresAt, setExpiresAt] = useReducer((_: string, next: string) => next, chat.expiresAt);
  useEffect(() => {
    if (mode !== 'AGENT' || !expiresAt) return;
    const due = new Date(expiresAt).getTime() - CHAT_TOKEN_REFRESH_MARGIN_MS - Date.now();
    if (Number.isNaN(due)) return;
    const timer = setTimeout(
      () => {
        refreshChatToken(storedRef.current.token).then(
          ({ token, expiration }) => {
            storedRef.current = { ...storedRef.current, token, expiresAt: expiration };
            writeStoredChat(orgCode, storedRef.current);
            setExpiresAt(expiration);
          },
          () => invalidRef.current(),
        );
      },
      Math.min(Math.max(0, due), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [mode, expiresAt, orgCode]);

  const send = useCallback(
    (body: string, attachments: ChatAttachment[]) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        body,
        attachments,
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: 'queue', message });
      const conversation = stateRef.current.conversation;
      const withChatbot = conversation ? conversation.state === 'BOT' : chat.mode === 'CHATBOT';
      if (!isLive.current && withChatbot && attachments.length === 0) {
        // The socket is down: the chatbot still answers over its own calls (docs/product/widgets-and-calculations.md
        // §7), the question stored once by its clientId, and the socket's next `ready` brings both.
        chatWithAutobot({
          conversationId: chat.conversationUuid,
          message: body,
          organization: orgCode,
          pageUrl: window.location.href,
          senderId: contactId.current || chat.conversationUuid,
          senderType: 'CUSTOMER',
          nonce: nonceRef.current ?? null,
          clientId: message.clientId,
        })
          .then(() => getChatHistory(chat.conversationUuid))
          .then(
            (entries) => {
              if (!isLive.current) dispatch({ type: 'history', entries, clientId: message.clientId });
            },
            () => {
              if (!isLive.current)
                dispatch({
                  type: 'frame',
                  frame: { type: 'error', code: 'SEND_FAILED', clientId: message.clientId, message: '' },
                  announceAfterSeq: announceAfter.current,
                });
            },
          );
        return;
      }
      connectionRef.current?.send({
        type: 'send',
        clientId: message.clientId,
        body,
        attachmentUuids: attachments.map((a) => a.uuid),
      });
    },
    [chat.conversationUuid, chat.mode, orgCode],
  );

  const resend = useCallback((clientId: string) => {
    const pending = stateRef.current.pending.find((p) => p.clientId === clientId);
    if (!pending) return;
    dispatch({ type: 'retry', clientId });
    connectionRef.current?.send({
      type: 'send',
      clientId,
      body: pending.body,
      attachmentUuids: pending.attachments.map((a) => a.uuid),
    });
  }, []);

  const sendTyping = useCallback((text: string) => {
    connectionRef.current?.send({ type: 'typing', text: text.slice(0, CHAT_TYPING_PREVIEW_MAX) });
  }, []);

  const requestAgent = useCallback(() => connectionRef.current?.send({ type: 'request-agent' }) ?? false, []);

  const requestCallback = useCallback(
    (phoneNumber: string) =>
      connectionRef.current?.send({ type: 'request-callback', clientId: crypto.randomUUID(), phoneNumber }) ?? false,
    [],
  );

  const setAlert = useCallback((alert: ChatAlertKey | null) => dispatch({ type: 'alert', alert }), []);
  const markEnded = useCallback(() => dispatch({ type: 'ended' }), []);
  const token = useCallback(() => storedRef.current.token, []);

  return { state, send, resend, sendTyping, requestAgent, requestCallback, setAlert, markEnded, token };
}
