import { authenticateWebChatContract, refreshWebChatNonceContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/** A signed-in borrower's nonce for the chat (docs/product/chat.md §4), with the borrower's token. */
export const authenticateWebChat = async (): Promise<string> => (await callContract(authenticateWebChatContract)).nonce;

/** The nonce again, every 60 s while the widget holds one (CHAT_NONCE_REFRESH_MS). */
export const refreshWebChatNonce = async (nonce: string): Promise<string> =>
  (await callContract(refreshWebChatNonceContract, { query: { nonce } })).nonce;
