import { CHAT_ALERTS } from '@heloc/domain';
import type { ConsoleChat } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { useCloseConsoleChat, useTakeConsoleChat, useTransferConsoleChat } from './api/act-on-console-chat';
import { useConsoleChat } from './api/get-console-chat';
import { useStaffSelf } from '../../shared/api/get-staff-self';
import { useOrgName } from '../../shared/api/list-staff-organisations';
import { useChatAgents } from './api/list-chat-agents';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { formatDateTime } from '../../shared/console-labels';
import { CONSOLE_CHATS_PATH, consoleFilePath } from '../../shared/console-paths';
import { useConsoleTitle } from '../../shared/use-console-title';
import { CHAT_STATE_LABELS } from '../../shared/chat-transcript/chat-state-labels';
import { TYPING_PREVIEW_SHOWN_MS } from './chat-labels';
import { ChatComposer } from './chat-composer';
import { useChatFrames, useChatSocket } from './chat-socket';
import { ChatTranscript } from '../../shared/chat-transcript/chat-transcript';
import { ConnectionBar } from './connection-bar';

const BACK_TO_QUEUE = 'queue';

/**
 * /console/chats/:chatUuid (docs/product/chat.md §4): the chat's messages, oldest first, with the live ones appended;
 * the borrower's typing preview; for the agent who holds an active chat, the reply, transfer and close. Any other
 * chat is read only.
 */
export function ChatPage() {
  const { chatUuid = '' } = useParams();
  const chat = useConsoleChat(chatUuid);
  const self = useStaffSelf().data;
  const orgName = useOrgName();
  const socket = useChatSocket();
  const take = useTakeConsoleChat();
  const name = chat.data?.row.friendlyName;
  useConsoleTitle(name ? `Chat with ${name}` : chat.error ? 'Chat' : undefined);

  if (chat.error) {
    const notFound = chat.error instanceof ApiError && chat.error.status === 404;
    return (
      <section className="stack" aria-labelledby="chat-error-title">
        <h1 id="chat-error-title">{notFound ? 'Chat not found' : 'The chat could not be loaded'}</h1>
        <Alert variant="error">
          {notFound ? 'No chat of your organisations has this number.' : englishErrorOf(chat.error)}
        </Alert>
        <Link to={CONSOLE_CHATS_PATH}>Back to the chats</Link>
      </section>
    );
  }
  if (!chat.data || !self) return <Spinner label="Loading the chat" size="lg" />;

  const { row, conversation, messages, survey } = chat.data;
  const mine = row.agent?.uuid === self.uuid;
  const answering = mine && conversation.state === 'ACTIVE';
  // A pending message the server already announced (its message frame came before the ack) shows once, as stored.
  const stored = new Set(messages.map((message) => message.clientId).filter(Boolean));
  const pending = socket.pending.filter(
    (message) => message.conversationUuid === chatUuid && !stored.has(message.clientId),
  );

  return (
    <article className="stack" aria-labelledby="chat-title">
      <Link to={CONSOLE_CHATS_PATH}>Back to the chats</Link>
      <h1 id="chat-title">Chat with {row.friendlyName}</h1>
      <ConnectionBar />
      {/* Side by side on a desktop: the details and the acts on the left, the conversation on the right, whose list
          scrolls so that the composer and Close chat stay in view (chat.css). */}
      <div className="console-chat__layout">
        <div className="console-chat__details stack">
          <dl className="console-facts">
            <dt>State</dt>
            <dd>{CHAT_STATE_LABELS[conversation.state]}</dd>
            <dt>Agent</dt>
            <dd>{row.agent?.name ?? conversation.agentName ?? 'Nobody yet'}</dd>
            <dt>E-mail</dt>
            <dd>{row.emailAddress}</dd>
            <dt>Organisation</dt>
            <dd>{orgName(row.orgCode)}</dd>
            <dt>Skill</dt>
            <dd>{row.skill}</dd>
            <dt>Loan number</dt>
            <dd>{row.loanNumber ?? '—'}</dd>
            <dt>Started</dt>
            <dd>{formatDateTime(row.startedAt)}</dd>
          </dl>
          {row.applicationUuid && <Link to={consoleFilePath(row.applicationUuid)}>Open the borrower&apos;s file</Link>}
          {survey && (
            <p>
              Survey: rated {survey.rating} out of 5{survey.comment ? ` — “${survey.comment}”` : ''}
            </p>
          )}
          {answering && <ChatActions chat={chat.data} selfUuid={self.uuid} />}
        </div>
        <section className="console-section stack console-chat__work" aria-labelledby="chat-messages-title">
          <h2 id="chat-messages-title">Messages</h2>
          <ChatTranscript
            chatUuid={chatUuid}
            messages={messages}
            pending={pending}
            onRetry={socket.retry}
            onDiscard={socket.discard}
          />
          {pending.some((message) => message.failed) && <Alert variant="error">{CHAT_ALERTS.sendFailed.text}</Alert>}
          <TypingPreview chatUuid={chatUuid} />
          {answering ? <ChatComposer chatUuid={chatUuid} /> : <ReadOnlyNote chat={chat.data} mine={mine} />}
          {conversation.state === 'WAITING' && (
            <div className="stack">
              {take.error && <Alert variant="error">{englishErrorOf(take.error)}</Alert>}
              <div>
                <Button isLoading={take.isPending} loadingLabel="Taking" onClick={() => take.mutate(chatUuid)}>
                  Take
                </Button>
              </div>
            </div>
          )}
        </section>
      </div>
    </article>
  );
}

function ReadOnlyNote({ chat, mine }: { chat: ConsoleChat; mine: boolean }) {
  const state = chat.conversation.state;
  const text =
    state === 'ENDED'
      ? 'This chat has ended.'
      : state === 'WAITING'
        ? 'This chat waits for an agent: take it to answer.'
        : state === 'BOT'
          ? 'The chatbot is answering this chat.'
          : mine
            ? 'This chat is read only.'
            : `${chat.row.agent?.name ?? 'Another agent'} is answering this chat.`;
  return <p className="console-chat__note">{text}</p>;
}

/** "Jordan is typing: …", read out politely and gone 3 s after the borrower's last typing frame. */
function TypingPreview({ chatUuid }: { chatUuid: string }) {
  const [typing, setTyping] = useState<{ name: string; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useChatFrames((frame) => {
    if (
      frame.type === 'message' &&
      frame.message.conversationUuid === chatUuid &&
      frame.message.senderType === 'CUSTOMER'
    ) {
      clearTimeout(timer.current);
      setTyping(null);
      return;
    }
    if (frame.type !== 'typing' || frame.conversationUuid !== chatUuid || frame.senderType === 'AGENT') return;
    clearTimeout(timer.current);
    if (!frame.text.trim()) {
      setTyping(null);
      return;
    }
    setTyping({ name: frame.senderName, text: frame.text });
    timer.current = setTimeout(() => setTyping(null), TYPING_PREVIEW_SHOWN_MS);
  });
  return (
    <p className="console-chat__typing" aria-live="polite">
      {typing ? `${typing.name} is typing: ${typing.text}` : ''}
    </p>
  );
}

/** Transfer to another agent or back to the queue, and close (after a confirmation). */
function ChatActions({ chat, selfUuid }: { chat: ConsoleChat; selfUuid: string }) {
  const chatUuid = chat.row.uuid;
  const agents = useChatAgents();
  const transfer = useTransferConsoleChat(chatUuid);
  const close = useCloseConsoleChat(chatUuid);
  const [target, setTarget] = useState(BACK_TO_QUEUE);
  const [confirming, setConfirming] = useState(false);
  const options = [
    ...(agents.data ?? [])
      .filter((agent) => agent.uuid !== selfUuid)
      .map((agent) => ({
        value: agent.uuid,
        label: agent.available ? `${agent.name} (available)` : `${agent.name} (not taking chats)`,
      })),
    { value: BACK_TO_QUEUE, label: 'Back to the queue' },
  ];
  return (
    <section className="console-section stack" aria-labelledby="chat-actions-title">
      <h2 id="chat-actions-title">Transfer or close</h2>
      {agents.error && <Alert variant="error">{englishErrorOf(agents.error)}</Alert>}
      {transfer.error && <Alert variant="error">{englishErrorOf(transfer.error)}</Alert>}
      <form
        className="console-actions"
        aria-label="Transfer the chat"
        onSubmit={(event) => {
          event.preventDefault();
          transfer.mutate(target === BACK_TO_QUEUE ? null : target);
        }}
      >
        <SelectField label="Transfer to" options={options} value={target} onChange={(e) => setTarget(e.target.value)} />
        <Button type="submit" variant="secondary" isLoading={transfer.isPending} loadingLabel="Transferring">
          Transfer
        </Button>
      </form>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            close.reset();
            setConfirming(true);
          }}
        >
          Close chat
        </Button>
      </div>
      <ConfirmDialog
        id="console-confirm-close-chat"
        title="Close this chat?"
        description={`${chat.row.friendlyName} sees that the chat ended and is asked how it went.`}
        confirmLabel="Close the chat"
        isOpen={confirming}
        isPending={close.isPending}
        error={close.error}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
