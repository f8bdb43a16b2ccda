import {
  CHAT_ATTACHMENT_EXTENSIONS,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_REFUSED_MESSAGE,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_TYPING_PREVIEW_INTERVAL_MS,
  CHAT_TYPING_PREVIEW_MAX,
  canSendChatMessage,
  isAcceptedChatAttachment,
} from '@heloc/domain';
import type { ChatAttachment } from '@heloc/domain/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { uploadChatAttachment } from '../api/chat-attachments';
import { chatAttachmentAccept } from './chat-labels';
import { useChatSocket } from './chat-socket';

/** docs/product/chat.md §1: at most five files travel with one message (the send frame's limit). */
const MAX_FILES = 5;

/**
 * The agent's reply (docs/product/chat.md §4): Enter sends, Shift+Enter starts a new line; what the agent types goes
 * to the borrower as a typing preview at most once a second; files are checked by name here (the server checks their
 * content), uploaded at once and sent with the next message.
 */
export function ChatComposer({ chatUuid }: { chatUuid: string }) {
  const socket = useChatSocket();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTypingAt = useRef(0);
  const trailingTyping = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(trailingTyping.current), []);

  const sendTyping = (value: string) => {
    lastTypingAt.current = Date.now();
    socket.sendTyping(chatUuid, value.slice(0, CHAT_TYPING_PREVIEW_MAX));
  };

  /** At most one typing frame a second: at once when the last was a second ago, else the latest text when due. */
  const typed = (value: string) => {
    setText(value);
    clearTimeout(trailingTyping.current);
    const wait = lastTypingAt.current + CHAT_TYPING_PREVIEW_INTERVAL_MS - Date.now();
    if (wait <= 0) sendTyping(value);
    else trailingTyping.current = setTimeout(() => sendTyping(value), wait);
  };

  const send = () => {
    if (uploading > 0 || !canSendChatMessage(text, files.length)) return;
    clearTimeout(trailingTyping.current);
    socket.sendMessage(chatUuid, text.trim(), files);
    setText('');
    setFiles([]);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const attach = async (picked: File[]) => {
    setProblem(null);
    for (const file of picked) {
      if (!isAcceptedChatAttachment(file.name)) {
        setProblem(CHAT_ATTACHMENT_REFUSED_MESSAGE);
        continue;
      }
      if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
        setProblem(CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const attachment = await uploadChatAttachment(chatUuid, file);
        setFiles((current) => [...current, attachment].slice(0, MAX_FILES));
      } catch (error) {
        setProblem(errorMessageOf(error));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <form className="stack console-chat__composer" aria-label="Reply" noValidate onSubmit={onSubmit}>
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className="ui-field">
        <label htmlFor={`${id}-message`} className="ui-field__label">
          Message
        </label>
        <p id={`${id}-hint`} className="ui-field__hint">
          Enter sends; Shift+Enter starts a new line.
        </p>
        <textarea
          id={`${id}-message`}
          className="ui-field__input ui-field__textarea"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      {files.length > 0 && (
        <ul className="console-chat__files" aria-label="Files to send">
          {files.map((file) => (
            <li key={file.uuid}>
              {file.fileName}{' '}
              <Button
                variant="link"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => setFiles((current) => current.filter((f) => f.uuid !== file.uuid))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="console-actions">
        <input
          ref={fileInput}
          type="file"
          className="ui-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          accept={chatAttachmentAccept(CHAT_ATTACHMENT_EXTENSIONS)}
          multiple
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            void attach(picked);
          }}
        />
        <Button
          variant="secondary"
          isLoading={uploading > 0}
          loadingLabel="Uploading"
          disabled={files.length >= MAX_FILES}
          onClick={() => fileInput.current?.click()}
        >
          Attach a file
        </Button>
        <Button type="submit" disabled={uploading > 0}>
          Send
        </Button>
      </div>
    </form>
  );
}
