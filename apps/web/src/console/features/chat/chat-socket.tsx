import type { ChatAttachment, ChatServerFrame } from '@heloc/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { consoleKeys } from '../../shared/api/console-keys';
import { agentSocketToken, consoleChatSocketUrl } from './api/agent-socket-session';
import { mergeChatConversation, mergeChatMessage } from './api/get-console-chat';
import { mergeMessageIntoLists } from './api/get-console-chats';
import { AgentSocket, type AgentSocketSnapshot } from './agent-socket';

type FrameListener = (frame: ChatServerFrame) => void;

export interface ChatSocket extends AgentSocketSnapshot {
  setAvailable: (available: boolean) => void;
  sendMessage: (conversationUuid: string, body: string, attachments: ChatAttachment[]) => void;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  sendTyping: (conversationUuid: string, text: string) => void;
  /** Hears every frame the server sends (typing previews, state changes); returns the unsubscribe. */
  subscribe: (listener: FrameListener) => () => void;
}

const ChatSocketStartContext = createContext<(() => void) | null>(null);

const ChatSocketContext = createContext<ChatSocket | null>(null);

/**
 * The agent's one socket for the whole console session (docs/product/chat.md §4, §5), held by the console's shell:
 * opened the first time the member opens Chats (useStartChatSocket) and kept while they work elsewhere in the console
 * (a borrower's file opened from a chat, the pipeline), so "Available for chats" stays as they set it; it closes when
 * the console does (sign-out, the tab closed). Live messages are merged into the chat's cached answer, state
 * changes and queue-changed frames make the lists read again, and a borrower's new message is read out politely.
 */
export function ChatSocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<AgentSocketSnapshot>({
    status: 'connecting',
    available: false,
    pending: [],
  });
  const [announcement, setAnnouncement] = useState('');
  const socketRef = useRef<AgentSocket | null>(null);
  const listeners = useRef(new Set<FrameListener>());
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);

  useEffect(() => {
    if (!started) return;
    let connections = 0;
    const onFrame = (frame: ChatServerFrame) => {
      switch (frame.type) {
        case 'message':
          mergeChatMessage(queryClient, frame.message);
          mergeMessageIntoLists(queryClient, frame.message);
          if (frame.message.senderType === 'CUSTOMER') {
            setAnnouncement(`New message from ${frame.message.senderName}: ${frame.message.body}`);
          }
          break;
        case 'ack':
          mergeChatMessage(queryClient, frame.message);
          break;
        case 'state':
          mergeChatConversation(queryClient, frame.conversation);
          void queryClient.invalidateQueries({ queryKey: consoleKeys.chat(frame.conversation.uuid) });
          void queryClient.invalidateQueries({ queryKey: consoleKeys.chatLists() });
          break;
        case 'queue-changed':
          void queryClient.invalidateQueries({ queryKey: consoleKeys.chatLists() });
          void queryClient.invalidateQueries({ queryKey: consoleKeys.chats() });
          break;
        case 'ready-agent':
          // Connected again (a server restart, a lost network): what was said meanwhile came to no socket of ours,
          // so the lists and the open chats are read again (docs/product/chat.md §5).
          connections += 1;
          if (connections > 1) {
            void queryClient.invalidateQueries({ queryKey: consoleKeys.chatLists() });
            void queryClient.invalidateQueries({ queryKey: consoleKeys.chats() });
          }
          break;
        default:
          break;
      }
      for (const listener of listeners.current) listener(frame);
    };
    const socket = new AgentSocket({
      url: consoleChatSocketUrl(),
      token: agentSocketToken,
      onFrame,
      onChange: setSnapshot,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [queryClient, started]);

  const actions = useMemo<Omit<ChatSocket, keyof AgentSocketSnapshot>>(
    () => ({
      setAvailable: (available) => socketRef.current?.setAvailable(available),
      sendMessage: (conversationUuid, body, attachments) =>
        socketRef.current?.sendMessage(conversationUuid, body, attachments),
      retry: (clientId) => socketRef.current?.retry(clientId),
      discard: (clientId) => socketRef.current?.discard(clientId),
      sendTyping: (conversationUuid, text) => socketRef.current?.sendTyping(conversationUuid, text),
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
    }),
    [],
  );
  const value = useMemo<ChatSocket>(() => ({ ...snapshot, ...actions }), [snapshot, actions]);

  return (
    <ChatSocketStartContext value={start}>
      <ChatSocketContext value={started ? value : null}>
        <div className="ui-visually-hidden" aria-live="polite">
          {announcement}
        </div>
        {children}
      </ChatSocketContext>
    </ChatSocketStartContext>
  );
}

export const useChatSocket = (): ChatSocket => {
  const socket = use(ChatSocketContext);
  if (!socket) throw new Error('useChatSocket is used inside ChatSocketProvider only');
  return socket;
};

/** Hears the socket's frames while the calling component is mounted. */
export const useChatFrames = (listener: FrameListener): void => {
  const { subscribe } = useChatSocket();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((frame) => latest.current(frame)), [subscribe]);
};

/**
 * Opens the session's agent socket (once; later calls keep the one open). The Chats screens call it as they mount;
 * they render their children only once it is open (useChatSocket reads it).
 */
export const useStartChatSocket = (): boolean => {
  const start = use(ChatSocketStartContext);
  const socket = use(ChatSocketContext);
  useEffect(() => start?.(), [start]);
  if (!start) throw new Error('useStartChatSocket is used inside ChatSocketProvider only');
  return socket !== null;
};
