import { initWebChatContract } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';

/*
 * The widget's start call (docs/product/chat.md §1) as the chat tests and the chat sockets figure make it: Robin on
 * summit's site, in chatbot mode unless `change` says otherwise. Answers the response as it is, for the caller to
 * check. No test runner here: bench/figures/chat-sockets.mjs bundles it too.
 */

export const CHAT_START_BODY = {
  orgCode: 'summit',
  skill: 'White Label',
  pageUrl: 'https://summit.example/',
  chatMode: 'CHATBOT',
  friendlyName: 'Robin',
  emailAddress: 'robin@example.com',
} as const;

export const startChat = (
  app: Pick<FastifyInstance, 'inject'>,
  change: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: initWebChatContract.path, headers, payload: { ...CHAT_START_BODY, ...change } });
