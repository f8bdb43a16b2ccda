import type { KnowledgeArticle } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { forgetArticleIndex } from './article-index-cache';
import { articleView } from './article-view';
import { findArticle, updateArticle } from './knowledge.repo';

/** Edits an article; its organisation and slug stay. One of an organisation outside the member's is 404. */
export const updateKnowledgeArticle = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  input: { title: string; body: string; keywords: string; published: boolean },
): Promise<KnowledgeArticle> =>
  inTransaction(ctx, async (tx) => {
    const before = await findArticle(tx.db, uuid);
    if (!before) throw new AppError('not_found', NOT_FOUND);
    requireMemberOrg(staff, before.org_code);
    const after = await updateArticle(tx.db, uuid, { ...input, updatedBy: staff.memberUuid, now: tx.now() });
    if (!after) throw new AppError('not_found', NOT_FOUND);
    const audited = (row: typeof before) => ({
      uuid,
      orgCode: row.org_code,
      title: row.title,
      body: row.body,
      keywords: row.keywords,
      published: row.published,
    });
    await appendAudit(tx.db, {
      at: tx.now(),
      staff,
      action: 'knowledge.update',
      before: audited(before),
      after: audited(after),
    });
    forgetArticleIndex(ctx.db, after.org_code);
    return articleView(tx.db, after);
  });
