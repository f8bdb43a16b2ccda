import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_TYPING_PREVIEW_MAX, canSendChatMessage, textOf } from '@heloc/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CHAT_MAX_FILES,
  enterSends,
  FilesToSend,
  useChatAttachments,
  useTypingPreview,
} from '../../../ui/chat-composer';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { uploadChatAttachment } from './api/upload-chat-attachment';
import { chatAttachmentAccept } from './chat-labels';
import { useChatSocket } from './chat-socket';

/**
 * The agent's reply (docs/product/chat.md §4): Enter sends, Shift+Enter starts a new line; what the agent types goes
 * to the borrower as a typing preview at most once a second; files are checked by name here (the server checks their
 * content), uploaded at once and sent with the next message.
 */
export function ChatComposer({ chatUuid }: { chatUuid: string }) {
  const socket = useChatSocket();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const typing = useTypingPreview((value) => socket.sendTyping(chatUuid, value.slice(0, CHAT_TYPING_PREVIEW_MAX)));
  const attachments = useChatAttachments((file) => uploadChatAttachment(chatUuid, file));
  const { files, uploading, problem } = attachments;

  const send = () => {
    if (uploading > 0 || !canSendChatMessage(text, files.length)) return;
    typing.cancel();
    socket.sendMessage(chatUuid, text.trim(), files);
    setText('');
    attachments.clear();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className="stack console-chat__composer" aria-label="Reply" noValidate onSubmit={onSubmit}>
      {problem && <Alert variant="error">{textOf(problem)}</Alert>}
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
          onChange={(event) => {
            setText(event.target.value);
            typing.typed(event.target.value);
          }}
          onKeyDown={enterSends(send)}
        />
      </div>
      {files.length > 0 && <FilesToSend className="console-chat__files" files={files} onRemove={attachments.remove} />}
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
            void attachments.attach(picked);
          }}
        />
        <Button
          variant="secondary"
          isLoading={uploading > 0}
          loadingLabel="Uploading"
          disabled={files.length >= CHAT_MAX_FILES}
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
