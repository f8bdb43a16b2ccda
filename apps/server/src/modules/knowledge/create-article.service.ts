import { randomUUID } from 'node:crypto';
import type { Language } from '@heloc/domain';
import type { KnowledgeArticle } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { AppError } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { forgetArticleIndex } from './article-index-cache';
import { articleView } from './article-view';
import { insertArticle } from './knowledge.repo';
import { ensureDefaultArticles } from './seed-articles';
import { slugCandidates } from './slug';

export const ARTICLE_SLUG_TAKEN_MESSAGE = 'Too many articles have this title: choose another title.';

/**
 * A new article of one of the member's organisations (docs/product/chat.md §3). Its slug comes from the title, with a
 * number when the organisation has one already; the defaults are written first so a new article never takes a
 * default's slug.
 */
export const createKnowledgeArticle = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  input: {
    orgCode: string;
    title: string;
    body: string;
    keywords: string;
    published: boolean;
    language: Language;
  },
): Promise<KnowledgeArticle> => {
  const orgCode = requireMemberOrg(staff, input.orgCode);
  await ensureDefaultArticles(ctx.db, [orgCode]);
  return inTransaction(ctx, async (tx) => {
    for (const slug of slugCandidates(input.title, 20)) {
      const row = await insertArticle(tx.db, {
        uuid: randomUUID(),
        orgCode,
        slug,
        title: input.title,
        body: input.body,
        keywords: input.keywords,
        language: input.language,
        published: input.published,
        updatedBy: staff.memberUuid,
        now: tx.now(),
      });
      if (!row) continue;
      await appendAudit(tx.db, {
        at: tx.now(),
        staff,
        action: 'knowledge.create',
        before: null,
        after: { uuid: row.uuid, orgCode, slug, title: row.title, language: row.language, published: row.published },
      });
      forgetArticleIndex(ctx.db, orgCode);
      return articleView(tx.db, row);
    }
    throw new AppError('conflict', ARTICLE_SLUG_TAKEN_MESSAGE);
  });
};
