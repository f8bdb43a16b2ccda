import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_REFUSED_MESSAGE,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_TYPING_PREVIEW_INTERVAL_MS,
  isAcceptedChatAttachment,
  type Message,
} from '@heloc/domain';
import type { ChatAttachment } from '@heloc/domain/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessageOf } from '../../lib/api-error';

/*
 * What the borrower's and the agent's message boxes share (docs/product/chat.md §1, §4): Enter sends and Shift+Enter
 * starts a new line; the typing preview goes out at most once a second; files are checked by name and size here (the
 * server checks their content), uploaded at once and kept for the next message. Each composer keeps its own markup
 * and passes its own calls. In ui/ because the borrower's app and the console share nothing else (docs/architecture.md).
 */

/** A message carries at most five files (the send frame's limit). */
export const CHAT_MAX_FILES = 5;

/** A keydown handler for the message box: Enter (not while composing text) sends, Shift+Enter is a new line. */
export const enterSends =
  (send: () => void) =>
  (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

/**
 * The typing preview, at most once a second: at once when the last went out a second ago, else the latest text when
 * the second is up. `cancel` drops the one waiting (the message was sent).
 */
export function useTypingPreview(onTyping: (text: string) => void) {
  const lastTypingAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestText = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = (value: string) => {
    latestText.current = value;
    const wait = lastTypingAt.current + CHAT_TYPING_PREVIEW_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      lastTypingAt.current = Date.now();
      onTyping(value);
      return;
    }
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastTypingAt.current = Date.now();
      onTyping(latestText.current);
    }, wait);
  };

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  return { typed, cancel };
}

/**
 * The files of the next message: `attach` refuses a file by its name or size (the domain's messages), uploads the
 * others one by one through `upload` and keeps at most five; `problem` is the last refusal or failed upload.
 */
export function useChatAttachments(upload: (file: File) => Promise<ChatAttachment>) {
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | Message | null>(null);

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
      if (files.length + uploading >= CHAT_MAX_FILES) break;
      setUploading((count) => count + 1);
      try {
        const attachment = await upload(file);
        setFiles((current) => [...current, attachment].slice(0, CHAT_MAX_FILES));
      } catch (cause) {
        // The server checks the content too (415 with its message).
        setProblem(errorMessageOf(cause));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const remove = (uuid: string) => setFiles((current) => current.filter((file) => file.uuid !== uuid));

  /** After a send: no files, no problem. */
  const clear = () => {
    setFiles([]);
    setProblem(null);
  };

  return { files, uploading, problem, setProblem, attach, remove, clear };
}
