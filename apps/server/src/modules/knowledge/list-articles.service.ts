import type { KnowledgeArticle } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { articleViews } from './article-view';
import { listArticles } from './knowledge.repo';
import { orgsToList } from './member-orgs';
import { ensureDefaultArticles } from './seed-articles';

/** The chatbot's articles of the member's organisations (or one of them), with their ratings (docs/product/chat.md §3). */
export const listKnowledgeArticles = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCode: string | undefined,
): Promise<KnowledgeArticle[]> => {
  const orgCodes = orgsToList(staff, orgCode);
  await ensureDefaultArticles(ctx.db, orgCodes);
  return articleViews(ctx.db, await listArticles(ctx.db, orgCodes));
};
