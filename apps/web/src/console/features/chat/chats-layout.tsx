import { Outlet } from 'react-router';
import { Alert } from '../../../ui/alert';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useStartChatSocket } from './chat-socket';
import './chat.css';

/**
 * /console/chats and the chats opened from it (docs/product/chat.md §4), for members whose roles answer chats: they
 * open the session's agent socket, which the console's shell keeps while the member works elsewhere.
 */
export function ChatsLayout() {
  const self = useStaffSelf().data;
  if (!self) return null;
  if (!mayDo(self, 'CHAT_ANSWER')) {
    return (
      <section className="stack" aria-labelledby="chats-title">
        <h1 id="chats-title">Chats</h1>
        <Alert variant="info">Only support agents answer chats.</Alert>
      </section>
    );
  }
  return <AgentScreens />;
}

function AgentScreens() {
  const open = useStartChatSocket();
  return open ? <Outlet /> : null;
}
