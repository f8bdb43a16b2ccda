import { CHAT_ALERTS, type ChatAlertKey } from '@heloc/domain';
import type { ChatAttachment, ChatMessage } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import type { SocketLike } from '../../lib/socket/reconnecting-socket';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { downloadChatAttachment } from './api/download-chat-attachment';
import { useEndChat } from './api/end-chat';
import type { StoredChat } from './chat-storage';
import { Composer } from './composer';
import { EndedPanel } from './ended-panel';
import { FeedbackDialog } from './feedback-dialog';
import { MessageList, ratedNoteId } from './message-list';
import { shownMessages, useChatConversation } from './use-chat-conversation';
import { CHAT_ALERT_MESSAGES } from './chat-alerts';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';
import { useChatMessageText } from './chat-notice';

export interface ChatConversationViewProps {
  orgCode: string;
  chat: StoredChat;
  nonce: string | undefined;
  onInvalidToken: () => void;
  onNewChat: () => void;
  /** What the panel's polite live region reads out (it sits outside the panel, so it speaks while closed too). */
  onAnnounce: (text: string) => void;
  createSocket?: ((url: string) => SocketLike) | undefined;
  /** Outside production, the alert a keyboard shortcut asked for (alert-shortcuts.ts). */
  shortcutAlert?: { alert: ChatAlertKey; count: number } | null;
}

const alertVariant = (key: ChatAlertKey) => (CHAT_ALERTS[key].severity === 'warning' ? 'warn' : 'error');

/** The chat once started: its alerts, its messages, the composer or the ended panel. */
export function ChatConversationView({
  orgCode,
  chat,
  nonce,
  onInvalidToken,
  onNewChat,
  onAnnounce,
  createSocket,
  shortcutAlert,
}: ChatConversationViewProps) {
  const conversation = useChatConversation({ orgCode, chat, onInvalidToken, createSocket, nonce });
  const { state } = conversation;
  const [feedbackFor, setFeedbackFor] = useState<ChatMessage | null>(null);
  const [rated, setRated] = useState<ReadonlySet<string>>(() => new Set());
  // Focus goes back where the feedback dialog was opened from (docs/accessibility.md): the Not helpful button, or the
  // thanks that replaced it once the feedback is sent, never the page's body.
  const feedbackOpener = useRef<{ element: Element | null; uuid: string } | null>(null);
  const openFeedback = (message: ChatMessage) => {
    feedbackOpener.current = { element: document.activeElement, uuid: message.uuid };
    setFeedbackFor(message);
  };
  const closeFeedback = () => {
    setFeedbackFor(null);
    const opener = feedbackOpener.current;
    feedbackOpener.current = null;
    if (!opener) return;
    // After the dialog has unmounted and restored what it would.
    setTimeout(() => {
      const target = opener.element?.isConnected ? opener.element : document.getElementById(ratedNoteId(opener.uuid));
      if (target instanceof HTMLElement) target.focus();
    }, 0);
  };
  const { setAlert } = conversation;
  useEffect(() => {
    if (shortcutAlert) setAlert(shortcutAlert.alert);
  }, [shortcutAlert, setAlert]);
  const end = useEndChat();
  const isEnded = state.conversation?.state === 'ENDED';
  const { t } = useI18n();
  const { textOf, senderOf } = useChatMessageText();
  // The latest message of the other side, as the reader reads it (what the chat itself says has no sender's name).
  const announced = state.announced;
  const sender = announced ? senderOf(announced) : '';
  const announcement = announced ? (sender ? `${sender}: ${textOf(announced)}` : textOf(announced)) : '';
  useEffect(() => onAnnounce(announcement), [onAnnounce, announcement]);

  const download = (attachment: ChatAttachment) =>
    void downloadChatAttachment(conversation.token(), attachment.uuid, attachment.fileName).catch(() =>
      conversation.setAlert('general'),
    );

  const endChat = () =>
    end.mutate(conversation.token(), {
      onSuccess: () => conversation.markEnded(),
      onError: () => conversation.setAlert('general'),
    });

  return (
    <div className="chat-conversation">
      {state.isReconnecting && (
        <Alert variant="warn" className="chat-alert">
          {t(CHAT_ALERT_MESSAGES.reconnecting)}
        </Alert>
      )}
      {state.alert && (
        <Alert variant={alertVariant(state.alert)} className="chat-alert" onDismiss={() => conversation.setAlert(null)}>
          {t(CHAT_ALERT_MESSAGES[state.alert])}
        </Alert>
      )}
      {state.conversation === null && !state.isReconnecting && <p className="chat-panel__note">{t(m.connecting)}</p>}
      {state.conversation?.agentName && !isEnded && (
        <p className="chat-panel__note">{t(m.chattingWith, { name: state.conversation.agentName })}</p>
      )}
      <MessageList
        messages={shownMessages(state)}
        pending={state.pending}
        conversation={state.conversation}
        customerName={chat.name}
        ratedUuids={rated}
        onNotHelpful={openFeedback}
        onRequestAgent={conversation.requestAgent}
        onRequestCallback={conversation.requestCallback}
        onResend={conversation.resend}
        onDownload={download}
      />
      {isEnded ? (
        <EndedPanel
          token={conversation.token()}
          surveyAnswered={state.conversation?.surveyAnswered ?? false}
          onNewChat={onNewChat}
        />
      ) : (
        <>
          {state.typingName && (
            <p className="chat-typing" data-testid="chat-typing">
              {t(m.typing, { name: state.typingName })}
            </p>
          )}
          <Composer token={conversation.token} onSend={conversation.send} onTyping={conversation.sendTyping} />
          <Button
            variant="link"
            className="chat-end"
            isLoading={end.isPending}
            loadingLabel={t(m.ending)}
            onClick={endChat}
          >
            {t(m.end)}
          </Button>
        </>
      )}
      <FeedbackDialog
        message={feedbackFor}
        conversationId={chat.conversationUuid}
        senderEmail={chat.email}
        nonce={nonce}
        onClose={closeFeedback}
        onRated={(uuid) => {
          setRated((current) => new Set([...current, uuid]));
          closeFeedback();
        }}
      />
    </div>
  );
}
