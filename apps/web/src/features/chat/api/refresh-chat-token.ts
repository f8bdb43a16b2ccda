import { refreshChatTokenContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/** A new chat token before the old one expires (agent chats); a failure is the invalid-token alert. */
export const refreshChatToken = (token: string) => callContract(refreshChatTokenContract, { body: { token } });
