import type { ChatbotFeedbackRow } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { feedbackView } from './article-view';
import { listFeedback } from './knowledge.repo';
import { orgsToList } from './member-orgs';

/** The console's list: enough to read what did not help lately, not the whole history. */
export const FEEDBACK_LIST_LIMIT = 200;

/** How borrowers rated the chatbot's answers, newest first (docs/product/chat.md §3). */
export const listChatbotFeedback = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCode: string | undefined,
): Promise<ChatbotFeedbackRow[]> =>
  (await listFeedback(ctx.db, orgsToList(staff, orgCode), FEEDBACK_LIST_LIMIT)).map(feedbackView);
