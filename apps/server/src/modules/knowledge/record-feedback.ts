import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { upsertFeedback } from './knowledge.repo';

/**
 * Keeps how a borrower rated one chatbot answer, with the question, the answer and its article (docs/product/chat.md
 * §3); rating the same answer again replaces the first rating.
 */
export const recordChatbotFeedback = async (
  db: Db,
  row: {
    conversationUuid: string;
    messageUuid: string;
    orgCode: string;
    articleUuid: string | null;
    rating: 'GOOD' | 'BAD';
    question: string;
    answer: string;
    feedbackMessage: string;
    senderEmail: string | null;
  },
): Promise<void> => upsertFeedback(db, { uuid: randomUUID(), ...row });
