import type { ChatAttachment, ChatConversation, ChatMessage } from '@heloc/domain/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { useStickToBottom } from '../../ui/use-stick-to-bottom';
import type { PendingMessage } from './chat-storage';
import type { MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';
import { useChatMessageText } from './chat-notice';

/** The space between inline parts (not a text to translate). */
const SPACE = ' ';

/** A message's time of day in the person's language ('3:05 PM'; 'es-US': '3:05 p. m.'). */
const timeOf = (iso: string, locale: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
};

/** How the chatbot's answer names its article in its text, in English and Spanish (the server's words). */
const SOURCE_PREFIXES = ['From:', 'Fuente:'];

/** The chatbot's answer names its article in its text too: shown once, on its own line. */
const withoutSourceLine = (body: string, title: string): string =>
  body
    .split('\n')
    .filter((line) => !SOURCE_PREFIXES.some((prefix) => line.trim() === `${prefix} ${title}`))
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

/**
 * A chatbot's answer to a question, the only message a person can rate: not its greeting (nothing asked yet) nor a
 * notice it writes (the call-back confirmation), docs/product/chat.md §1.
 */
const isBotAnswer = (messages: readonly ChatMessage[], index: number): boolean => {
  const message = messages[index];
  return (
    message?.senderType === 'BOT' &&
    !message.notice &&
    messages.slice(0, index).some((earlier) => earlier.senderType === 'CUSTOMER')
  );
};

/** The thanks that replaces a rated answer's Not helpful: focus lands there once the feedback is sent. */
export const ratedNoteId = (uuid: string) => `chat-rated-${uuid}`;

/** docs/product/chat.md §1: the conversation, oldest first, then what is still being sent. */
export function MessageList(props: MessageListProps) {
  const { messages, pending, conversation, customerName, ratedUuids } = props;
  const isWithBot = conversation?.state === 'BOT';
  const { t, rich, locale } = useI18n();
  const { textOf, senderOf } = useChatMessageText();
  const list = useStickToBottom<HTMLOListElement>(messages.length + pending.length);
  return (
    // Focusable: the list scrolls within the panel, and a keyboard must reach what is above (WCAG 2.1.1).
    <ol ref={list} className="chat-messages" aria-label={t(m.messages)} data-testid="chat-messages" tabIndex={0}>
      {messages.map((message, index) => (
        <li
          key={message.uuid}
          className={`chat-message chat-message--${message.senderType.toLowerCase()}`}
          data-testid="chat-message"
        >
          <p className="chat-message__meta">
            <span className="chat-message__sender">{senderOf(message)}</span>
            {SPACE}
            <time dateTime={message.createdAt}>{timeOf(message.createdAt, locale)}</time>
          </p>
          {message.article && (
            <p className="chat-message__source">
              {rich(m.source as MessageDescriptor, {
                b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                title: message.article.title,
              })}
            </p>
          )}
          <p className="chat-message__body">
            {message.article ? withoutSourceLine(message.body, message.article.title) : textOf(message)}
          </p>
          <Attachments attachments={message.attachments} onDownload={props.onDownload} />
          {isBotAnswer(messages, index) &&
            (ratedUuids.has(message.uuid) ? (
              <p className="chat-message__note" id={ratedNoteId(message.uuid)} tabIndex={-1}>
                {t(m.rated)}
              </p>
            ) : (
              <Button variant="link" className="chat-message__action" onClick={() => props.onNotHelpful(message)}>
                {t(m.notHelpful)}
              </Button>
            ))}
          {isWithBot && message.offer === 'AGENT' && <RequestAgent onRequest={props.onRequestAgent} />}
          {isWithBot && message.offer === 'CALLBACK' && <CallbackForm onRequest={props.onRequestCallback} />}
        </li>
      ))}
      {pending.map((message) => (
        <li key={message.clientId} className="chat-message chat-message--customer chat-message--pending">
          <p className="chat-message__meta">
            <span className="chat-message__sender">{customerName}</span>
            {SPACE}
            <time dateTime={message.createdAt}>{timeOf(message.createdAt, locale)}</time>
          </p>
          <p className="chat-message__body">{message.body}</p>
          <Attachments attachments={message.attachments} />
          {message.failed ? (
            <p className="chat-message__note">
              {t(m.notSent)}
              {SPACE}
              <Button variant="link" onClick={() => props.onResend(message.clientId)}>
                {t(m.resend)}
              </Button>
            </p>
          ) : (
            <p className="chat-message__note" data-testid="chat-sending">
              {t(m.sending)}
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
  const { t } = useI18n();
  if (attachments.length === 0) return null;
  return (
    <ul className="chat-message__files" aria-label={t(m.attachments)}>
      {attachments.map((attachment) => (
        <li key={attachment.uuid}>
          {onDownload ? (
            <Button
              variant="link"
              aria-label={t(m.download, { name: attachment.fileName })}
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
  const { t } = useI18n();
  if (isRequested) return <p className="chat-message__note">{t(m.findingPerson)}</p>;
  return (
    <Button variant="secondary" className="chat-message__action" onClick={() => setIsRequested(onRequest())}>
      {t(m.chatWithPerson)}
    </Button>
  );
}

function CallbackForm({ onRequest }: { onRequest: (phoneNumber: string) => boolean }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [isRequested, setIsRequested] = useState(false);
  const { t } = useI18n();
  if (isRequested) return <p className="chat-message__note">{t(m.callbackThanks)}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.replace(/\D/g, '').length < 10) {
      setError(m.callbackInvalid);
      return;
    }
    setError(null);
    if (onRequest(phone.trim())) setIsRequested(true);
  };
  return (
    <form className="chat-callback" onSubmit={submit} noValidate aria-label={t(m.callback)}>
      <label className="ui-field__label" htmlFor="chat-callback-phone">
        {t(m.callbackPhone)}
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
          {t(error)}
        </p>
      )}
      <Button type="submit" variant="secondary">
        {t(m.callback)}
      </Button>
    </form>
  );
}
