import {
  createKnowledgeArticleContract,
  type knowledgeArticleBodySchema,
  updateKnowledgeArticleContract,
} from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

type ArticleFields = Omit<z.output<typeof knowledgeArticleBodySchema>, 'orgCode'>;

/**
 * An admin writes a new article or edits one (docs/product/chat.md §3): `articleUuid` null creates it in `orgCode`.
 * The organisation's articles are read again.
 */
export const useSaveKnowledgeArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orgCode,
      articleUuid,
      fields,
    }: {
      orgCode: string;
      articleUuid: string | null;
      fields: ArticleFields;
    }) =>
      articleUuid
        ? staffCall(updateKnowledgeArticleContract, { params: { articleUuid }, body: fields })
        : staffCall(createKnowledgeArticleContract, { body: { ...fields, orgCode } }),
    onSuccess: (article) => queryClient.invalidateQueries({ queryKey: consoleKeys.knowledge(article.orgCode) }),
  });
};
