import { listChatbotFeedbackContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** How borrowers rated the chatbot's answers in one organisation, newest first (docs/product/chat.md §3). */
export const chatbotFeedbackQuery = (orgCode: string) =>
  queryOptions({
    queryKey: consoleKeys.knowledgeFeedback(orgCode),
    queryFn: ({ signal }) => staffCall(listChatbotFeedbackContract, { query: { orgCode }, signal }),
    staleTime: 60_000,
    refetchOnMount: true,
  });

export const useChatbotFeedback = (orgCode: string | undefined) =>
  useQuery({ ...chatbotFeedbackQuery(orgCode ?? ''), enabled: Boolean(orgCode) });
