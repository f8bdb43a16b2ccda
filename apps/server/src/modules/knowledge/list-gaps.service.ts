import type { Language } from '@heloc/domain';
import type { KnowledgeGap } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { ServiceContext } from '../service-context';
import { articleIndexFor } from './article-index-cache';
import { type AskedQuestion, groupQuestions, languageOfText } from './group-questions';
import { listNotHelpful, listUnanswered } from './knowledge.repo';
import { ensureDefaultArticles } from './seed-articles';

/** How many of each kind the list reads, and how many groups it shows: the recent gaps, not the whole history. */
export const GAP_QUESTIONS_READ = 500;
export const GAPS_SHOWN = 50;
const WORDINGS_SHOWN = 10;

/**
 * The console's gaps of one organisation (docs/product/chat.md §3): the questions no article answered and those whose
 * answer was marked not helpful, grouped by what they ask, the most asked first; each says which published article
 * answers it now, if one does (not one whose answer the group found unhelpful), so the admin sees a gap closed.
 */
export const listKnowledgeGaps = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCodeAsked: string,
): Promise<KnowledgeGap[]> => {
  const orgCode = requireMemberOrg(staff, orgCodeAsked);
  await ensureDefaultArticles(ctx.db, [orgCode]);
  const [unanswered, notHelpful] = await Promise.all([
    listUnanswered(ctx.db, orgCode, GAP_QUESTIONS_READ),
    listNotHelpful(ctx.db, orgCode, GAP_QUESTIONS_READ),
  ]);
  const asked: AskedQuestion[] = [
    ...unanswered.map((row) => ({
      question: row.question,
      language: (row.language === 'es' ? 'es' : 'en') as Language,
      kind: 'UNANSWERED' as const,
      askedAt: row.created_at,
    })),
    ...notHelpful
      .filter((row) => row.question.trim() !== '')
      .map((row) => ({
        question: row.question,
        language: (row.language === 'es' || row.language === 'en'
          ? row.language
          : languageOfText(row.question)) as Language,
        kind: 'NOT_HELPFUL' as const,
        askedAt: row.created_at,
        articleUuid: row.article_uuid,
      })),
  ].sort((a, b) => b.askedAt.getTime() - a.askedAt.getTime());

  const indexes = {
    en: await articleIndexFor(ctx.db, orgCode, 'en'),
    es: await articleIndexFor(ctx.db, orgCode, 'es'),
  };
  return groupQuestions(asked)
    .map(({ asked: group }): KnowledgeGap => {
      const [first] = group as [AskedQuestion, ...AskedQuestion[]];
      const unhelpful = new Set(group.map((q) => q.articleUuid).filter(Boolean));
      const best = indexes[first.language].best(first.question);
      return {
        question: first.question,
        language: first.language,
        questions: [...new Set(group.map((q) => q.question.trim()))].slice(0, WORDINGS_SHOWN),
        unanswered: group.filter((q) => q.kind === 'UNANSWERED').length,
        notHelpful: group.filter((q) => q.kind === 'NOT_HELPFUL').length,
        lastAskedAt: first.askedAt.toISOString(),
        answeredNowBy:
          best && !unhelpful.has(best.article.uuid) ? { uuid: best.article.uuid, title: best.article.title } : null,
      };
    })
    .sort(
      (a, b) =>
        b.unanswered + b.notHelpful - (a.unanswered + a.notHelpful) || b.lastAskedAt.localeCompare(a.lastAskedAt),
    )
    .slice(0, GAPS_SHOWN);
};
