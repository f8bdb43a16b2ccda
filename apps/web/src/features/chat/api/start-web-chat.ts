import {
  initStreamWebChatContract,
  initWebChatBodySchema,
  initWebChatContract,
  type InitWebChatBody,
} from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/**
 * initWebChat after the pre-chat form (docs/product/chat.md §1): answers the chat session and its token. With the
 * stream flag on, the stream variant of the call starts it (same body, same answer).
 */
export const startWebChat = ({ body, isStream }: { body: InitWebChatBody; isStream: boolean }) =>
  callContract(isStream ? initStreamWebChatContract : initWebChatContract, { body: initWebChatBodySchema.parse(body) });

export const useStartWebChat = () => useMutation({ mutationFn: startWebChat });
