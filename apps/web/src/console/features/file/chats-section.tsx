import { useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useApplicationChats } from './api/get-application-chats';
import { formatDateTime } from '../../shared/console-labels';
import { CHAT_STATE_LABELS } from '../../shared/chat-transcript/chat-state-labels';
import { ChatTranscript } from '../../shared/chat-transcript/chat-transcript';
import type { FileSectionProps } from './file-context';

/** docs/product/chat.md §4: the borrower's chats on this application, newest first, each transcript behind a button. */
export function ChatsSection({ file }: FileSectionProps) {
  const chats = useApplicationChats(file.uuid);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uuid: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  return (
    <section id="file-chats" className="console-section stack" aria-labelledby="file-chats-title">
      <h2 id="file-chats-title">Chats</h2>
      {chats.error && <Alert variant="error">{englishErrorOf(chats.error)}</Alert>}
      {chats.isPending && <Spinner label="Loading the chats" />}
      {chats.data &&
        (chats.data.length === 0 ? (
          <p>The borrower has not chatted about this application.</p>
        ) : (
          <ul className="console-list" aria-label="Chats">
            {chats.data.map(({ row, messages }) => {
              const expanded = open.has(row.uuid);
              const panelId = `file-chat-${row.uuid}`;
              const title = `Chat of ${formatDateTime(row.startedAt)}`;
              return (
                <li key={row.uuid} className="console-card stack">
                  <h3>{title}</h3>
                  <p className="card__meta">
                    {CHAT_STATE_LABELS[row.state]}; agent: {row.agent?.name ?? 'none'}; {messages.length}{' '}
                    {messages.length === 1 ? 'message' : 'messages'}
                  </p>
                  <div>
                    <Button
                      variant="secondary"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(row.uuid)}
                    >
                      {expanded ? 'Hide the messages' : 'Show the messages'}
                    </Button>
                  </div>
                  <div id={panelId} hidden={!expanded}>
                    {expanded && (
                      <ChatTranscript
                        chatUuid={row.uuid}
                        messages={messages}
                        label={`Messages of the ${title.toLowerCase()}`}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
