import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type ServiceContext } from '../service-context';
import { announceStateAndQueue } from './chat-announce';
import { endExpiredConversations } from './chat.repo';

/**
 * docs/product/chat.md §4: a chatbot session ends 10 minutes after its last message, an agent session 6 hours after
 * it started. Every node sweeps every EXPIRY_SWEEP_MS; each expired conversation is ended (and announced) once, by
 * whichever node's update reaches it first. Answers the function that stops the sweep.
 */
export const EXPIRY_SWEEP_MS = 30_000;

/** Ends the conversations past their expiry and announces their state; answers them. */
export const endExpiredChats = (ctx: ServiceContext) =>
  inTransaction(ctx, async (tx) => {
    const ended = await endExpiredConversations(tx.db, tx.now());
    for (const row of ended) await announceStateAndQueue(tx.db, row.uuid, row.org_code);
    return ended;
  });

export const startExpirySweep = (ctx: ServiceContext, log: FastifyBaseLogger): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    endExpiredChats(ctx)
      .catch((error: unknown) => log.warn({ err: error }, 'chat: expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
};
