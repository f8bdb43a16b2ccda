import type { ChatAttachment, ChatConversation, ChatMessage } from '@heloc/domain/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import type { PendingMessage } from './chat-storage';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const timeOf = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
};

/** The chatbot's answer names its article in its text too: shown once, on its own line. */
const withoutSourceLine = (body: string, title: string): string =>
  body
    .split('\n')
    .filter((line) => line.trim() !== `From: ${title}`)
    .join('\n')
    .trim();

export interface MessageListProps {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  conversation: ChatConversation | null;
  customerName: string;
  /** Chatbot answers already rated: a thank-you replaces their button. */
  ratedUuids: ReadonlySet<string>;
  onNotHelpful: (message: ChatMessage) => void;
  onRequestAgent: () => boolean;
  onRequestCallback: (phoneNumber: string) => boolean;
  onResend: (clientId: string) => void;
  onDownload: (attachment: ChatAttachment) => void;
}

/** docs/product/chat.md §1: the conversation, oldest first, then what is still being sent. */
export function MessageList(props: MessageListProps) {
  const { messages, pending, conversation, customerName, ratedUuids } = props;
  const isWithBot = conversation?.state === 'BOT';
  return (
    <ol className="chat-messages" aria-label="Conversation" data-testid="chat-messages">
      {messages.map((message) => (
        <li
          key={message.uuid}
          className={`chat-message chat-message--${message.senderType.toLowerCase()}`}
          data-testid="chat-message"
        >
          <p className="chat-message__meta">
            <span className="chat-message__sender">{message.senderName}</span>{' '}
            <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          </p>
          {message.article && (
            <p className="chat-message__source">
              From: <strong>{message.article.title}</strong>
            </p>
          )}
          <p className="chat-message__body">
            {message.article ? withoutSourceLine(message.body, message.article.title) : message.body}
          </p>
          <Attachments attachments={message.attachments} onDownload={props.onDownload} />
          {message.senderType === 'BOT' &&
            (ratedUuids.has(message.uuid) ? (
              <p className="chat-message__note">Thanks for your feedback.</p>
            ) : (
              <Button variant="link" className="chat-message__action" onClick={() => props.onNotHelpful(message)}>
                Not helpful
              </Button>
            ))}
          {isWithBot && message.offer === 'AGENT' && <RequestAgent onRequest={props.onRequestAgent} />}
          {isWithBot && message.offer === 'CALLBACK' && <CallbackForm onRequest={props.onRequestCallback} />}
        </li>
      ))}
      {pending.map((message) => (
        <li key={message.clientId} className="chat-message chat-message--customer chat-message--pending">
          <p className="chat-message__meta">
            <span className="chat-message__sender">{customerName}</span>{' '}
            <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          </p>
          <p className="chat-message__body">{message.body}</p>
          <Attachments attachments={message.attachments} />
          {message.failed ? (
            <p className="chat-message__note">
              Not sent.{' '}
              <Button variant="link" onClick={() => props.onResend(message.clientId)}>
                Resend
              </Button>
            </p>
          ) : (
            <p className="chat-message__note" data-testid="chat-sending">
              Sending…
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Attachments({
  attachments,
  onDownload,
}: {
  attachments: readonly ChatAttachment[];
  onDownload?: (attachment: ChatAttachment) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className="chat-message__files" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.uuid}>
          {onDownload ? (
            <Button
              variant="link"
              aria-label={`Download ${attachment.fileName}`}
              onClick={() => onDownload(attachment)}
            >
              {attachment.fileName}
            </Button>
          ) : (
            attachment.fileName
          )}
        </li>
      ))}
    </ul>
  );
}

function RequestAgent({ onRequest }: { onRequest: () => boolean }) {
  const [isRequested, setIsRequested] = useState(false);
  if (isRequested) return <p className="chat-message__note">We are finding a person to chat with you.</p>;
  return (
    <Button variant="secondary" className="chat-message__action" onClick={() => setIsRequested(onRequest())}>
      Chat with a person
    </Button>
  );
}

function CallbackForm({ onRequest }: { onRequest: (phoneNumber: string) => boolean }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isRequested, setIsRequested] = useState(false);
  if (isRequested) return <p className="chat-message__note">Thanks. We will call you back.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.replace(/\D/g, '').length < 10) {
      setError('Please enter a valid phone number');
      return;
    }
    setError(null);
    if (onRequest(phone.trim())) setIsRequested(true);
  };
  return (
    <form className="chat-callback" onSubmit={submit} noValidate aria-label="Request a call-back">
      <label className="ui-field__label" htmlFor="chat-callback-phone">
        Phone number
      </label>
      <input
        id="chat-callback-phone"
        className="ui-field__input"
        type="tel"
        autoComplete="tel"
        value={phone}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-callback-error' : undefined}
        onChange={(event) => setPhone(event.target.value)}
      />
      {error && (
        <p id="chat-callback-error" className="ui-field__error">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary">
        Request a call-back
      </Button>
    </form>
  );
}
