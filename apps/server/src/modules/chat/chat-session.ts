import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { chatTokenHash } from './chat-context';
import { type ConversationRow, findConversationByToken } from './chat.repo';

/** The chat's token is unknown: the widget shows 'Token state is invalid.' (docs/product/chat.md §1). */
export const CHAT_TOKEN_INVALID = 'The chat token is not valid';

/** The conversation a widget's token opens (ended or not); 401 for an unknown token. */
export const requireConversationByToken = async (ctx: ServiceContext, token: string): Promise<ConversationRow> => {
  const row = await findConversationByToken(ctx.db, chatTokenHash(ctx, token));
  if (!row) throw new AppError('unauthenticated', CHAT_TOKEN_INVALID);
  return row;
};

/** Whether the conversation is over: ended, or past its expiry before the sweep ended it (chat-expiry.ts). */
export const isConversationOver = (row: Pick<ConversationRow, 'state' | 'expires_at'>, now: Date): boolean =>
  row.state === 'ENDED' || row.expires_at.getTime() <= now.getTime();
