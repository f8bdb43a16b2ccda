import type { ConsoleChat } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { consoleRowOf, conversationOf, messageOf } from './chat-views';
import { type ConversationRow, findConversation, listAllMessages } from './chat.repo';

/*
 * What the console's chat calls share (docs/product/chat.md §4): a chat of an organisation the member is not scoped
 * to is 404, as if it did not exist; a chat as the agent's screen shows it.
 */

export const isInScope = (staff: Pick<StaffPrincipal, 'orgCodes'>, orgCode: string): boolean =>
  staff.orgCodes.some((code) => code.toLowerCase() === orgCode.toLowerCase());

export const requireScopedChat = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  chatUuid: string,
): Promise<ConversationRow> => {
  const row = await findConversation(ctx.db, chatUuid);
  if (!row || !isInScope(staff, row.org_code)) throw new AppError('not_found', NOT_FOUND);
  return row;
};

export const consoleChatOf = async (ctx: ServiceContext, uuid: string): Promise<ConsoleChat> => {
  const row = await findConversation(ctx.db, uuid);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return {
    row: consoleRowOf(row),
    conversation: conversationOf(row),
    messages: (await listAllMessages(ctx.db, [uuid])).map(messageOf),
    survey: row.survey_rating === null ? null : { rating: row.survey_rating, comment: row.survey_comment },
  };
};
