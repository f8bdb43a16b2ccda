import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_REFUSED_MESSAGE,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_TYPING_PREVIEW_INTERVAL_MS,
  canSendChatMessage,
  isAcceptedChatAttachment,
} from '@heloc/domain';
import type { ChatAttachment } from '@heloc/domain/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { uploadChatAttachment } from './api/upload-chat-attachment';

/** The picker's filter; the domain's isAcceptedChatAttachment has the last word. */
export const CHAT_FILE_ACCEPT = '.jpg,.jpeg,.png,.amr,.mp3,.mp4,.pdf,.txt';
/** A message carries at most 5 files (the send frame's limit). */
const MAX_FILES = 5;

export interface ComposerProps {
  /** The chat's token now (for the uploads). */
  token: () => string;
  onSend: (body: string, attachments: ChatAttachment[]) => void;
  onTyping: (text: string) => void;
}

/**
 * docs/product/chat.md §1: the message box (Enter sends, Shift+Enter a new line), the attachments (uploaded first,
 * sent with the next message) and the typing preview, at most once a second.
 */
export function Composer({ token, onSend, onTyping }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const lastTypingAt = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestText = useRef('');

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const preview = (value: string) => {
    latestText.current = value;
    const wait = lastTypingAt.current + CHAT_TYPING_PREVIEW_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      lastTypingAt.current = Date.now();
      onTyping(value);
      return;
    }
    if (typingTimer.current !== undefined) return;
    typingTimer.current = setTimeout(() => {
      typingTimer.current = undefined;
      lastTypingAt.current = Date.now();
      onTyping(latestText.current);
    }, wait);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (uploading > 0 || !canSendChatMessage(text, files.length)) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
    setError(null);
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFiles = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (fileRef.current) fileRef.current.value = '';
    setError(null);
    for (const file of picked) {
      if (!isAcceptedChatAttachment(file.name)) {
        setError(CHAT_ATTACHMENT_REFUSED_MESSAGE);
        continue;
      }
      if (file.size > CHAT_ATTACHMENT_MAX_BYTES) {
        setError(CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);
        continue;
      }
      if (files.length + uploading >= MAX_FILES) break;
      setUploading((count) => count + 1);
      try {
        const attachment = await uploadChatAttachment(token(), file);
        setFiles((current) => [...current, attachment]);
      } catch (cause) {
        // The server checks the content too (415 with its message).
        setError(errorMessageOf(cause));
      } finally {
        setUploading((count) => count - 1);
      }
    }
    textRef.current?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      {error && (
        <p className="ui-field__error" role="alert" data-testid="chat-composer-error">
          {error}
        </p>
      )}
      <label className="ui-field__label" htmlFor={`${id}-message`}>
        Message
      </label>
      <textarea
        ref={textRef}
        id={`${id}-message`}
        className="ui-field__input chat-composer__text"
        rows={2}
        value={text}
        data-chat-autofocus=""
        data-testid="chat-message-input"
        onChange={(event) => {
          setText(event.target.value);
          preview(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {(files.length > 0 || uploading > 0) && (
        <ul className="chat-composer__files" aria-label="Files to send">
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
          {uploading > 0 && <li role="status">Uploading…</li>}
        </ul>
      )}
      <div className="chat-composer__actions">
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label="Attach a file"
          data-testid="chat-file-input"
          onChange={(event) => void onFiles(event.target.files)}
        />
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          Attach a file
        </Button>
        <Button type="submit" disabled={uploading > 0}>
          Send
        </Button>
      </div>
    </form>
  );
}
