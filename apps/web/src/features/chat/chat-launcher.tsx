import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { onChatOpenRequest } from '../../lib/chat-open-request';
import { POP_WEBCHAT_PARAM } from '../../lib/redirect-target';
import { ChatLauncherView } from './chat-launcher-view';

// The panel (the form, the socket, the messages) is its own chunk, loaded on the first opening.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

export const CHAT_PANEL_ID = 'chat-panel';

/**
 * `pop-webchat` in the address the page was loaded at: read once when the app starts, because the application area
 * may redirect to the applicant's screen before the flags that show the launcher have arrived. Used once.
 */
let popOnLoad = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(POP_WEBCHAT_PARAM);
const takePopOnLoad = (): boolean => {
  const pop = popOnLoad;
  popOnLoad = false;
  return pop;
};
export const CHAT_TITLE_ID = 'chat-panel-title';

export interface ChatLauncherProps {
  /** The `webchat` flag's variables (`borrowerAuthentication`). */
  variables?: Record<string, unknown> | undefined;
}

/**
 * docs/product/chat.md §1: the launcher at the bottom right of every screen of the shell; `pop-webchat` in the address
 * opens the panel on load. Once loaded, the panel stays mounted (hidden while closed) so the chat goes on. A press of
 * the launcher the server drew before the app started opens it too, and moves focus into it as a press here does.
 */
export function ChatLauncher({ variables }: ChatLauncherProps) {
  const { search } = useLocation();
  const [isOpen, setIsOpen] = useState(() => takePopOnLoad() || new URLSearchParams(search).has(POP_WEBCHAT_PARAM));
  const [hasOpened, setHasOpened] = useState(isOpen);
  const [focusRequest, setFocusRequest] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  if (isOpen && !hasOpened) setHasOpened(true);

  const close = useCallback(() => {
    setIsOpen(false);
    launcherRef.current?.focus();
  }, []);

  const open = useCallback(() => {
    setIsOpen(true);
    setFocusRequest((count) => count + 1);
  }, []);

  const toggle = () => {
    if (isOpen) close();
    else open();
  };

  // A press of the launcher the server drew, before this one was there or while it waits out of sight to take the
  // first step over: opened as a press here opens it.
  useEffect(() => onChatOpenRequest(open), [open]);

  return (
    <ChatLauncherView
      isOpen={isOpen}
      controls={hasOpened ? CHAT_PANEL_ID : undefined}
      onToggle={toggle}
      buttonRef={launcherRef}
      panel={
        hasOpened && (
          // The launcher controls this wrapper, present from the first opening while the panel's code still loads.
          <div id={CHAT_PANEL_ID}>
            <Suspense fallback={null}>
              <ChatPanel
                id={`${CHAT_PANEL_ID}-dialog`}
                titleId={CHAT_TITLE_ID}
                isOpen={isOpen}
                focusRequest={focusRequest}
                onClose={close}
                borrowerAuthentication={variables?.borrowerAuthentication === true}
              />
            </Suspense>
          </div>
        )
      }
    />
  );
}
