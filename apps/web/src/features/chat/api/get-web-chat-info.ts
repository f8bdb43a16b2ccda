import { getWebChatInfoContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/**
 * The contact behind the widget's chat channel (docs/product/widgets-and-calculations.md §7: web-chat-info with
 * omniProxyChannelId, answered contactId): the sender the widget names in its chatbot calls.
 */
export const getWebChatInfo = (omniProxyChannelId: string) =>
  callContract(getWebChatInfoContract, { body: { omniProxyChannelId } });
