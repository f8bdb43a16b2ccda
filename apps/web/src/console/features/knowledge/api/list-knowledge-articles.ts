import { listKnowledgeArticlesContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** The chatbot's articles of one organisation, with how borrowers rated them (docs/product/chat.md §3). */
export const knowledgeArticlesQuery = (orgCode: string) =>
  queryOptions({
    queryKey: consoleKeys.knowledge(orgCode),
    queryFn: ({ signal }) => staffCall(listKnowledgeArticlesContract, { query: { orgCode }, signal }),
    staleTime: 60_000,
    refetchOnMount: true,
  });

export const useKnowledgeArticles = (orgCode: string | undefined) =>
  useQuery({ ...knowledgeArticlesQuery(orgCode ?? ''), enabled: Boolean(orgCode) });
