import type { ChatAlertKey } from '@heloc/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useOrg } from '../../lib/org-context';
import type { SocketLike } from '../../lib/socket/reconnecting-socket';
import { useIsAuthenticated } from '../../lib/session';
import { useBusinessHoursLine } from '../../shared/operating-hours';
import { Button } from '../../ui/button';
import { useChatOpenStatus, useChatWeekHours } from './api/get-chat-hours';
import { ChatConversationView } from './chat-conversation';
import { widgetChatMode } from './chat-mode';
import { clearStoredChat, readStoredChat, writeStoredChat, type StoredChat } from './chat-storage';
import { isNonProduction } from './non-production';
import { useAlertShortcuts } from './alert-shortcuts';
import { PreChatForm } from './pre-chat-form';
import { useChatNonce } from './use-chat-nonce';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';
import './chat.css';

export interface ChatPanelProps {
  id: string;
  titleId: string;
  isOpen: boolean;
  /** Grows each time the borrower opens the panel: focus moves into it. */
  focusRequest: number;
  onClose: () => void;
  borrowerAuthentication: boolean;
  /** Tests pass a fake socket. */
  createSocket?: ((url: string) => SocketLike) | undefined;
}

/**
 * docs/product/chat.md §1: the chat panel, a non-modal dialog: its heading, Close (and Escape), the chat's hours, then
 * the pre-chat form, the conversation or the ended panel. Loaded on the first opening (chat-launcher.tsx).
 */
export function ChatPanel({
  id,
  titleId,
  isOpen,
  focusRequest,
  onClose,
  borrowerAuthentication,
  createSocket,
}: ChatPanelProps) {
  const org = useOrg();
  const isAuthenticated = useIsAuthenticated();
  const [chat, setChat] = useState<StoredChat | null>(() => readStoredChat(org.orgCode));
  const [notice, setNotice] = useState<ChatAlertKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const hours = useChatWeekHours(org.orgCode, isOpen);
  const openStatus = useChatOpenStatus(org.orgCode, isOpen);
  const { nonce, getNonce } = useChatNonce(borrowerAuthentication && isAuthenticated);
  const [showTools] = useState(() => isNonProduction());
  // The conversation's alert a shortcut asked for (a count, so the same alert asked again shows again once dismissed).
  const [shortcutAlert, setShortcutAlert] = useState<{ alert: ChatAlertKey; count: number } | null>(null);
  useAlertShortcuts(showTools && isOpen, (alert) => {
    if (chat) setShortcutAlert((current) => ({ alert, count: (current?.count ?? 0) + 1 }));
    else setNotice(alert);
  });
  // The form gives way to the conversation (and back): focus follows into what replaced it.
  const [stepChanges, setStepChanges] = useState(0);
  const { t } = useI18n();
  const businessHoursLine = useBusinessHoursLine();

  useEffect(() => {
    if (focusRequest === 0 && stepChanges === 0) return;
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[data-chat-autofocus]') ?? panel?.querySelector('h2');
    target?.focus();
  }, [focusRequest, stepChanges]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from the feedback dialog (a portal) bubble here too: only the panel's own close it.
    if (event.key !== 'Escape' || !panelRef.current?.contains(event.target as Node)) return;
    event.stopPropagation();
    onClose();
  };

  const forget = () => {
    clearStoredChat(org.orgCode);
    setChat(null);
    setStepChanges((count) => count + 1);
  };

  const hoursLine = hours.data && businessHoursLine(hours.data.weekdays);

  return (
    <>
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className="chat-panel"
        hidden={!isOpen}
        onKeyDown={onKeyDown}
        data-testid="chat-panel"
      >
        <div className="chat-panel__header">
          <h2 id={titleId} className="chat-panel__title" tabIndex={-1}>
            {t(m.title)}
          </h2>
          <button type="button" className="chat-panel__close" aria-label={t(m.close)} onClick={onClose}>
            {t(m.closeGlyph)}
          </button>
        </div>
        {hoursLine && (
          <p className="chat-panel__hours" data-testid="chat-hours">
            {t(m.hours, { hours: hoursLine })}
          </p>
        )}
        <div className="chat-panel__body">
          {chat ? (
            <ChatConversationView
              key={chat.conversationUuid}
              orgCode={org.orgCode}
              chat={chat}
              nonce={nonce}
              shortcutAlert={shortcutAlert}
              createSocket={createSocket}
              onInvalidToken={() => {
                forget();
                setNotice('invalidToken');
              }}
              onAnnounce={setAnnouncement}
              onNewChat={() => {
                forget();
                setNotice(null);
              }}
            />
          ) : (
            <PreChatForm
              mode={widgetChatMode(openStatus.data)}
              isNonProduction={showTools}
              notice={notice}
              getNonce={getNonce}
              onStarted={(started) => {
                writeStoredChat(org.orgCode, started);
                setNotice(null);
                setChat(started);
                setStepChanges((count) => count + 1);
              }}
            />
          )}
        </div>
        {showTools && chat && (
          <div className="chat-panel__tools">
            <Button variant="link" onClick={forget}>
              {t(m.reset)}
            </Button>
          </div>
        )}
        {showTools && <p className="chat-panel__tools chat-panel__note">{t(m.alertShortcuts)}</p>}
      </div>
      {/* docs/product/chat.md §1: the other side's new messages are read out politely. */}
      <div className="ui-visually-hidden" role="status" aria-live="polite" data-testid="chat-announcer">
        {announcement}
      </div>
    </>
  );
}
