import { rateChatReplyContract, type RateChatReplyBody } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** The bad-response feedback on a chatbot answer (docs/product/chat.md §1, §3). */
export const rateChatReply = (body: RateChatReplyBody) => callContract(rateChatReplyContract, { body });

export const useRateChatReply = () => useMutation({ mutationFn: rateChatReply });
