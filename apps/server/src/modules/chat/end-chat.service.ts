import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { announceStateAndQueue } from './chat-announce';
import { appendSystemMessage } from './chat-messages';
import { saveSurvey, updateConversation } from './chat.repo';
import { requireConversationByToken } from './chat-session';

export const SURVEY_ALREADY_ANSWERED = 'The survey of this chat was already answered';

/**
 * Ends a live conversation in the caller's transaction: the SYSTEM notice, then the state both sides see and the
 * agents' queue (docs/product/chat.md §4). Answers whether it ended it (an ended one stays as it is).
 */
export const endConversation = async (ctx: ServiceContext, uuid: string, orgCode: string): Promise<boolean> => {
  const now = ctx.now();
  if (!(await updateConversation(ctx.db, uuid, { state: 'ENDED', ended_at: now }, ['BOT', 'WAITING', 'ACTIVE'])))
    return false;
  await appendSystemMessage(ctx.db, uuid, { kind: 'chat-ended' }, now);
  await announceStateAndQueue(ctx.db, uuid, orgCode);
  return true;
};

/** The borrower ends their chat from the widget; ending an ended chat answers ok. */
export const endChat = async (ctx: ServiceContext, token: string) => {
  const row = await requireConversationByToken(ctx, token);
  await inTransaction(ctx, (tx) => endConversation(tx, row.uuid, row.org_code));
  return { ok: true as const };
};

/** The ended panel's survey (docs/product/chat.md §1), once per chat: a second answer is 409. */
export const answerChatSurvey = async (
  ctx: ServiceContext,
  body: { token: string; rating: number; comment?: string | undefined },
) => {
  const row = await requireConversationByToken(ctx, body.token);
  if (!(await saveSurvey(ctx.db, row.uuid, body.rating, body.comment?.trim() || null)))
    throw new AppError('conflict', SURVEY_ALREADY_ANSWERED);
  return { ok: true as const };
};
