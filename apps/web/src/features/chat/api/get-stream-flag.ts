import { CHAT_STREAM_FLAG_POLL_INTERVAL_MS } from '@heloc/domain';
import { getFeatureContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** The flag that starts new chats through the stream variant of the init call (docs/product/chat.md §5). */
export const CHAT_STREAM_FLAG_KEY = 'webchat-stream';

/** The stream flag, asked by itself with the single-feature call and read again every 60 s while the panel is open. */
export const chatStreamFlagQuery = (orgCode: string, identityUuid: string | undefined) =>
  queryOptions({
    queryKey: chatKeys.streamFlag(orgCode, identityUuid),
    queryFn: ({ signal }) =>
      callContract(getFeatureContract, {
        params: { context: 'external' },
        body: {
          featureKey: CHAT_STREAM_FLAG_KEY,
          optimizeUser: { organization: orgCode, ...(identityUuid ? { identityUuid } : {}) },
        },
        signal,
      }),
    staleTime: CHAT_STREAM_FLAG_POLL_INTERVAL_MS,
  });

/** Whether new chats start on the stream variant; off until the flag answers (the provider variant is the default). */
export const useChatStreamFlag = (orgCode: string, identityUuid: string | undefined, isOpen: boolean): boolean => {
  const flag = useQuery({
    ...chatStreamFlagQuery(orgCode, identityUuid),
    enabled: isOpen,
    refetchInterval: isOpen ? CHAT_STREAM_FLAG_POLL_INTERVAL_MS : false,
  });
  return flag.data?.enabled === true;
};
