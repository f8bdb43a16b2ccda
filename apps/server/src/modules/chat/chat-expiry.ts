import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../service-context';
import { endExpiredChats } from './chat-socket.service';

/**
 * docs/product/chat.md §4: a chatbot session ends 10 minutes after its last message, an agent session 6 hours after
 * it started. Every node sweeps every EXPIRY_SWEEP_MS; each expired conversation is ended (and announced) once, by
 * whichever node's update reaches it first. Answers the function that stops the sweep.
 */
export const EXPIRY_SWEEP_MS = 30_000;

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
