import { canSendChatMessage } from '@heloc/domain';
import type { ChatAttachment } from '@heloc/domain/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { enterSends, FilesToSend, useChatAttachments, useTypingPreview } from '../../ui/chat-composer';
import { Button } from '../../ui/button';
import { uploadChatAttachment } from './api/upload-chat-attachment';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';

/** The picker's filter; the domain's isAcceptedChatAttachment has the last word. */
export const CHAT_FILE_ACCEPT = '.jpg,.jpeg,.png,.amr,.mp3,.mp4,.pdf,.txt';

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
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const typing = useTypingPreview(onTyping);
  const attachments = useChatAttachments((file) => uploadChatAttachment(token(), file));
  const { files, uploading, problem: error } = attachments;
  const { t, localize } = useI18n();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (uploading > 0 || !canSendChatMessage(text, files.length)) return;
    typing.cancel();
    onSend(text.trim(), files);
    setText('');
    attachments.clear();
    textRef.current?.focus();
  };

  const onFiles = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (fileRef.current) fileRef.current.value = '';
    await attachments.attach(picked);
    textRef.current?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      {error && (
        <p className="ui-field__error" role="alert" data-testid="chat-composer-error">
          {localize(error)}
        </p>
      )}
      <label className="ui-field__label" htmlFor={`${id}-message`}>
        {t(m.message)}
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
          typing.typed(event.target.value);
        }}
        onKeyDown={enterSends(submit)}
      />
      {(files.length > 0 || uploading > 0) && (
        <FilesToSend className="chat-composer__files" files={files} onRemove={attachments.remove}>
          {uploading > 0 && <li role="status">{t(m.uploading)}</li>}
        </FilesToSend>
      )}
      <div className="chat-composer__actions">
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label={t(m.attach)}
          data-testid="chat-file-input"
          onChange={(event) => void onFiles(event.target.files)}
        />
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          {t(m.attach)}
        </Button>
        <Button type="submit" disabled={uploading > 0}>
          {t(m.send)}
        </Button>
      </div>
    </form>
  );
}
