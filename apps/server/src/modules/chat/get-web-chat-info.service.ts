import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { isUuid, visitorContactId } from './chat-context';
import { findConversation } from './chat.repo';

/** The contact behind a channel (docs/product/widgets-and-calculations.md §7): the borrower, or the visitor's e-mail. */
export const getWebChatInfo = async (ctx: ServiceContext, channelId: string) => {
  const row = isUuid(channelId) ? await findConversation(ctx.db, channelId.toLowerCase()) : undefined;
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return { contactId: row.identity_uuid ?? visitorContactId(ctx, row.email_address) };
};
