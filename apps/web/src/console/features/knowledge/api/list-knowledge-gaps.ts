import { listKnowledgeGapsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

const gapsKey = (orgCode: string) => [...consoleKeys.all, 'knowledge-gaps', orgCode] as const;

/** The questions the chatbot could not answer well in one organisation, grouped (docs/product/chat.md §3). */
export const knowledgeGapsQuery = (orgCode: string) =>
  queryOptions({
    queryKey: gapsKey(orgCode),
    queryFn: ({ signal }) => staffCall(listKnowledgeGapsContract, { query: { orgCode }, signal }),
    staleTime: 60_000,
    refetchOnMount: true,
  });

export const useKnowledgeGaps = (orgCode: string | undefined) =>
  useQuery({ ...knowledgeGapsQuery(orgCode ?? ''), enabled: Boolean(orgCode) });

/** After an article is saved: the gaps are read again, so one the article closed says so. */
export const useRefreshKnowledgeGaps = () => {
  const queryClient = useQueryClient();
  return (orgCode: string) => queryClient.invalidateQueries({ queryKey: gapsKey(orgCode) });
};
