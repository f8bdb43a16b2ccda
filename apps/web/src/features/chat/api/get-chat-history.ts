import { CHAT_HISTORY_FETCH_COUNT } from '@heloc/domain';
import { getChatHistoryContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/** The chatbot conversation's latest questions and answers, 20 of them (docs/product/widgets-and-calculations.md §7, §9). */
export const getChatHistory = (conversationId: string) =>
  callContract(getChatHistoryContract, {
    params: { conversationId },
    query: { limit: CHAT_HISTORY_FETCH_COUNT },
  });
