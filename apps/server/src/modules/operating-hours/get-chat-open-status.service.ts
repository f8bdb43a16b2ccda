import type { ServiceContext } from '../service-context';
import { isAgentAvailable } from './agent-availability';
import { isDepartmentOpen } from './department-hours';
import { requireOrgCode } from './org-code';

/**
 * Whether the chat is within its hours now (holidays closed) and whether an agent is taking chats
 * (docs/product/chat.md §2, §4): with both, the widget starts with a person.
 */
export const getChatOpenStatus = async (
  ctx: ServiceContext,
  org: string,
): Promise<{ isOpen: boolean; agentAvailable: boolean }> => {
  const orgCode = await requireOrgCode(ctx.db, org);
  const now = ctx.now();
  const [isOpen, agentAvailable] = await Promise.all([
    isDepartmentOpen(ctx.db, orgCode, 'OPS_CHAT', now),
    isAgentAvailable(ctx.db, orgCode, now),
  ]);
  return { isOpen, agentAvailable };
};
