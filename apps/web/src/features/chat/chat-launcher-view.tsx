import type { ReactNode, Ref } from 'react';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';
import './chat-launcher.css';

/**
 * The chat widget's frame and its launcher button (docs/product/chat.md §1), shared by the app's ChatLauncher
 * (chat-launcher.tsx, with the panel) and the first registration step the server sends before the app has loaded
 * (app/first-screen/page-frame.tsx), whose script makes the button start the app and open the chat.
 */
export function ChatLauncherView({
  isOpen = false,
  controls,
  onToggle,
  buttonRef,
  panel,
}: {
  isOpen?: boolean;
  /** The id of the panel's wrapper, once there is one. */
  controls?: string | undefined;
  onToggle?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  panel?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="chat-widget">
      {panel}
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-expanded={isOpen}
        aria-controls={controls}
        data-testid="chat-launcher"
        onClick={onToggle}
      >
        {t(m.launcher)}
      </button>
    </div>
  );
}
