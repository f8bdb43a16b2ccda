import { CHAT_NONCE_TTL_MS } from '@heloc/domain';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { chatNonceHash, newChatSecret } from './chat-context';
import { findLiveNonce, insertNonce, pruneNonces } from './chat.repo';

/*
 * docs/product/chat.md §4: a signed-in borrower's widget asks a nonce and refreshes it every 60 s; the nonce ties the
 * chat to the borrower. Only its keyed hash is stored; it stays valid two refresh periods (CHAT_NONCE_TTL_MS).
 */

export const NONCE_INVALID = 'nonce: is not valid';

const issue = (ctx: ServiceContext, identityUuid: string) =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const nonce = newChatSecret();
    await pruneNonces(tx.db, identityUuid, now);
    await insertNonce(tx.db, {
      nonceHash: chatNonceHash(tx, nonce),
      identityUuid,
      expiresAt: new Date(now.getTime() + CHAT_NONCE_TTL_MS),
      now,
    });
    return { nonce };
  });

export const authenticateWebChat = (ctx: ServiceContext, identityUuid: string) => issue(ctx, identityUuid);

/** A new nonce for a valid one of the same borrower; another's or an expired one is 400. */
export const refreshWebChatNonce = async (ctx: ServiceContext, identityUuid: string, nonce: string) => {
  const row = await findLiveNonce(ctx.db, chatNonceHash(ctx, nonce), ctx.now());
  if (!row || row.identity_uuid !== identityUuid) throw new AppError('bad_request', NONCE_INVALID);
  return issue(ctx, identityUuid);
};
