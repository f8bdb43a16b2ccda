import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { chatAgentsOf } from './chat-agents';
import { isProduction } from './chat-context';

/** Non-production only (docs/product/chat.md §1): the agents a tester may chat with; production answers 404. */
export const listChatAgents = async (ctx: ServiceContext, orgCode: string) => {
  if (isProduction(ctx)) throw new AppError('not_found', NOT_FOUND);
  return (await chatAgentsOf(ctx.db, [orgCode], ctx.now())).map((agent) => ({ chatId: agent.uuid, name: agent.name }));
};
