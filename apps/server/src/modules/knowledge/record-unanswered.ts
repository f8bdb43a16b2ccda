import { randomUUID } from 'node:crypto';
import type { Language } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { insertUnanswered } from './knowledge.repo';

/** Keeps a question the chatbot found no article for, so the console's Knowledge base shows it (docs/product/chat.md §3). */
export const recordUnansweredQuestion = (
  db: Db,
  row: { orgCode: string; language: Language; question: string; conversationUuid: string | null; at: Date },
): Promise<void> => insertUnanswered(db, { uuid: randomUUID(), ...row, question: row.question.trim() });
