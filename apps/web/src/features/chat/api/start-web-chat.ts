import { initWebChatBodySchema, initWebChatContract, type InitWebChatBody } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** initWebChat after the pre-chat form (docs/product/chat.md §1): answers the chat session and its token. */
export const startWebChat = (body: InitWebChatBody) =>
  callContract(initWebChatContract, { body: initWebChatBodySchema.parse(body) });

export const useStartWebChat = () => useMutation({ mutationFn: startWebChat });
