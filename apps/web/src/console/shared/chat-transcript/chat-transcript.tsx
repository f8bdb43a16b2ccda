import type { ChatMessage } from '@heloc/domain/contracts';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useStickToBottom } from '../../../ui/use-stick-to-bottom';
import { useDownloadChatAttachment } from './api/download-chat-attachment';
import { formatDateTime } from '../console-labels';
import type { PendingMessage } from './pending-message';

/**
 * A chat's messages, oldest first (docs/product/chat.md §4): who wrote each and when, the chatbot's article, the
 * files as downloads fetched with the staff token; then what the agent sent that is not acknowledged yet.
 */
export function ChatTranscript({
  chatUuid,
  messages,
  pending = [],
  label = 'Messages',
  onRetry,
  onDiscard,
}: {
  chatUuid: string;
  messages: readonly ChatMessage[];
  pending?: readonly PendingMessage[];
  label?: string;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
}) {
  const download = useDownloadChatAttachment(chatUuid);
  const list = useStickToBottom<HTMLOListElement>(messages.length + pending.length);
  if (messages.length === 0 && pending.length === 0) return <p>No messages yet.</p>;
  return (
    <div className="stack">
      {download.error && <Alert variant="error">{englishErrorOf(download.error)}</Alert>}
      {/* Focusable: the list scrolls, and a keyboard must reach what is above (WCAG 2.1.1). */}
      <ol ref={list} className="console-chat__messages" aria-label={label} tabIndex={0}>
        {messages.map((message) => (
          <li key={message.uuid} className={`console-chat__message console-chat__message--${message.senderType}`}>
            <p className="card__meta">
              {/* The chat's own notices have no sender: the time alone, with no stray comma before it. */}
              {message.senderName && (
                <>
                  <span className="console-chat__sender">{message.senderName}</span>,{' '}
                </>
              )}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            {message.body && <p className="console-chat__body">{message.body}</p>}
            {message.article && <p className="card__meta">From: {message.article.title}</p>}
            {message.attachments.length > 0 && (
              <ul className="console-chat__files" aria-label="Files">
                {message.attachments.map((attachment) => (
                  <li key={attachment.uuid}>
                    <Button
                      variant="link"
                      onClick={() =>
                        download.mutate({ attachmentUuid: attachment.uuid, fileName: attachment.fileName })
                      }
                    >
                      Download {attachment.fileName}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {pending.map((message) => (
          <li key={message.clientId} className="console-chat__message console-chat__message--AGENT">
            <p className="card__meta">
              <span className="console-chat__sender">You</span>, {message.failed ? 'not sent' : 'Sending…'}
            </p>
            {message.body && <p className="console-chat__body">{message.body}</p>}
            {message.attachments.length > 0 && (
              <p className="card__meta">Files: {message.attachments.map((a) => a.fileName).join(', ')}</p>
            )}
            {message.failed && onRetry && onDiscard && (
              <div className="console-actions">
                <Button variant="secondary" onClick={() => onRetry(message.clientId)}>
                  Send again
                </Button>
                <Button variant="secondary" onClick={() => onDiscard(message.clientId)}>
                  Discard
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
