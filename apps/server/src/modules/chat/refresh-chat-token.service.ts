import { chatSessionExpiresAt } from '@heloc/domain';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { extendConversation } from './chat.repo';
import { CHAT_TOKEN_INVALID, isConversationOver, requireConversationByToken } from './chat-session';

/**
 * docs/product/chat.md §4: a live chat keeps its token; an agent session's expiry moves on from now, the chatbot's
 * stays 10 minutes after its last message. An unknown or ended chat is 401 (the widget's 'Token state is invalid.').
 */
export const refreshChatToken = async (ctx: ServiceContext, token: string) => {
  const now = ctx.now();
  const row = await requireConversationByToken(ctx, token);
  if (isConversationOver(row, now)) throw new AppError('unauthenticated', CHAT_TOKEN_INVALID);
  let expiresAt = row.expires_at;
  if (row.mode === 'AGENT') {
    expiresAt = chatSessionExpiresAt('agent', now);
    await extendConversation(ctx.db, row.uuid, expiresAt);
  }
  return { token, expiration: expiresAt.toISOString() };
};
