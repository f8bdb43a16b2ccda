import { chatWithAutobotContract, type ChatWithAutobotBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/**
 * A question to the chatbot over the spec's call (docs/product/widgets-and-calculations.md §7); its clientId (ours)
 * stores it once, and the widget's socket brings the question and the answer into the conversation.
 */
export const chatWithAutobot = (body: ChatWithAutobotBody) => callContract(chatWithAutobotContract, { body });
