import { CHAT_ALERTS } from '@heloc/domain';
import { useId } from 'react';
import { Alert } from '../../../ui/alert';
import { SESSION_ENDED_MESSAGE } from '../../shared/console-paths';
import { useChatSocket } from './chat-socket';

/** The agent's availability switch and the socket's state (docs/product/chat.md §4, and the widget's alerts). */
export function ConnectionBar() {
  const socket = useChatSocket();
  const id = useId();
  return (
    <div className="console-chat__bar stack">
      <div className="console-chat__switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={socket.available}
          aria-checked={socket.available}
          onChange={(event) => socket.setAvailable(event.target.checked)}
        />
        <label htmlFor={id}>Available for chats</label>
      </div>
      {socket.status === 'reconnecting' && <Alert variant="warn">{CHAT_ALERTS.reconnecting.text}</Alert>}
      {socket.status === 'refused' && <Alert variant="error">{SESSION_ENDED_MESSAGE}</Alert>}
    </div>
  );
}
