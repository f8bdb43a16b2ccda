import { OPERATING_HOURS_POLL_INTERVAL_MS } from '@heloc/domain';
import { getChatOpenStatusContract, getChatWeekHoursContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { callWithHeaders } from './chat-client';

/** The chat department's week (docs/product/chat.md §2), for the widget's hours line. */
export const chatWeekHoursQuery = (orgCode: string) =>
  queryOptions({
    queryKey: chatKeys.weekHours(orgCode),
    queryFn: ({ signal }) => callWithHeaders(getChatWeekHoursContract, { headers: { 'x-org': orgCode }, signal }),
    staleTime: OPERATING_HOURS_POLL_INTERVAL_MS,
  });

/** Whether the chat is within its hours and an agent is taking chats: read every 60 s while the panel is open. */
export const chatOpenStatusQuery = (orgCode: string) =>
  queryOptions({
    queryKey: chatKeys.openStatus(orgCode),
    queryFn: ({ signal }) => callWithHeaders(getChatOpenStatusContract, { headers: { 'x-org': orgCode }, signal }),
    staleTime: OPERATING_HOURS_POLL_INTERVAL_MS,
  });

export const useChatWeekHours = (orgCode: string, isOpen: boolean) =>
  useQuery({
    ...chatWeekHoursQuery(orgCode),
    enabled: isOpen,
    refetchInterval: isOpen ? OPERATING_HOURS_POLL_INTERVAL_MS : false,
  });

export const useChatOpenStatus = (orgCode: string, isOpen: boolean) =>
  useQuery({
    ...chatOpenStatusQuery(orgCode),
    enabled: isOpen,
    refetchInterval: isOpen ? OPERATING_HOURS_POLL_INTERVAL_MS : false,
  });
