import { MAX_LENGTH } from '@heloc/domain';
import type { KnowledgeGap } from '@heloc/domain/contracts';
import type { ArticleDraft } from './article-form';

/**
 * A new article from a gap (docs/product/chat.md §3): its title is the question, its keywords the ways it was asked
 * (one a line, so the chatbot ranks the article for them), in the language they were asked in; the answer is the
 * admin's to write.
 */
export const draftFromGap = (gap: KnowledgeGap): ArticleDraft => {
  const keywords: string[] = [];
  for (const question of gap.questions) {
    if ([...keywords, question].join('\n').length > MAX_LENGTH.freeText) break;
    keywords.push(question);
  }
  return { title: gap.question.slice(0, MAX_LENGTH.shortText), keywords: keywords.join('\n'), language: gap.language };
};
