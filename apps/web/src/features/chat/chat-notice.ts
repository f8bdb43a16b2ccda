import type { ChatMessage, ChatNoticeKind } from '@heloc/domain/contracts';
import { useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';

/*
 * What the chat itself says (an agent joined, the chat ended, ...) comes with its kind and parameters beside its
 * English text (packages/domain chat-stream.ts, ChatNotice): the widget writes it from its kind in the reader's
 * language (docs/i18n.md), in the same English words as the server's. A kind it does not know, or one missing a
 * parameter, is shown as the message's text.
 */
const NOTICES: Readonly<Record<ChatNoticeKind, { message: MessageDescriptor; params: readonly string[] }>> = {
  'agent-joined': { message: m.noticeAgentJoined, params: ['agentName'] },
  'agent-coming': { message: m.noticeAgentComing, params: ['name'] },
  'back-in-queue': { message: m.noticeBackInQueue, params: [] },
  'chat-ended': { message: m.noticeChatEnded, params: [] },
  'callback-requested': { message: m.noticeCallbackRequested, params: ['phoneNumber'] },
};

const isKnownKind = (kind: string): kind is ChatNoticeKind => Object.hasOwn(NOTICES, kind);

/** A message's text and its sender's name as the reader reads them. */
export const useChatMessageText = () => {
  const { t } = useI18n();
  return useMemo(
    () => ({
      textOf: (message: ChatMessage): string => {
        const notice = message.notice;
        if (!notice || !isKnownKind(notice.kind)) return message.body;
        const { message: descriptor, params } = NOTICES[notice.kind];
        const values: Record<string, string> = {};
        for (const param of params) {
          const value = notice[param];
          if (typeof value !== 'string') return message.body;
          values[param] = value;
        }
        return t(descriptor, values);
      },
      /** The chatbot answers under its name in the reader's language; people under their own. */
      senderOf: (message: Pick<ChatMessage, 'senderType' | 'senderName'>): string =>
        message.senderType === 'BOT' ? t(m.assistant) : message.senderName,
    }),
    [t],
  );
};
