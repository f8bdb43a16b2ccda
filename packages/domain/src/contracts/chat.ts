import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { CHAT_FIELD_TOO_LONG_MESSAGE } from '../validation/messages';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Web chat with support agents (docs/product/widgets-and-calculations.md §4, §7). Concrete path for the placeholder (ours):
 *   {chat provider} -> webchat   e.g. POST /service-csp/external/api/v1/webchat/initWebChat
 * The real-time websocket to the omni proxy (ping every 10 s) is not a request/response call and has no contract here.
 * Times are ISO 8601 strings.
 */
const CSP = '/service-csp/external/api/v1/webchat';

/** Ours: the spec says agent or chatbot mode without the wire values. */
export const CHAT_MODES = ['AGENT', 'CHATBOT'] as const;

/** docs/product/widgets-and-calculations.md §5: chat name and email at most 128 characters. */
export const CHAT_FIELD_MAX = 128;

export const initWebChatBodySchema = lazySchema(() =>
  z.object({
    orgCode: text(MAX.code).min(1),
    identityUuid: uuidSchema.nullish(),
    applicationUuid: uuidSchema.nullish(),
    /** Extra routing tag, e.g. the loan number and product type (docs/product/application-area.md §9). */
    tag: text(MAX.identifier).optional(),
    /** docs/product/widgets-and-calculations.md §4: CLOC_HELOC for the crypto variant, FHEL for the main lender, 'White Label' otherwise. */
    skill: text(MAX.identifier).min(1),
    welcomeMessage: text(MAX.freeText).optional(),
    pageUrl: text(MAX.url),
    chatMode: z.enum(CHAT_MODES),
    /** Borrower authentication nonce; absent for visitors who are not signed in (docs/product/widgets-and-calculations.md §4). */
    nonce: text(MAX.token).nullish(),
    friendlyName: z.string().trim().min(1).max(CHAT_FIELD_MAX, CHAT_FIELD_TOO_LONG_MESSAGE),
    /** docs/product/application-area.md §9: the loan number travels with the chat (the server reads it from the application). */
    loanNumber: text(MAX.identifier).nullish(),
    /** docs/product/application-area.md §9: CRYPTO_HELOC for crypto loans or a cloc visitor (webChatProductType). */
    productType: z.literal('CRYPTO_HELOC').nullish(),
    /** Non-production only (docs/product/widgets-and-calculations.md §4): the mode override; production ignores it. */
    modeOverride: z.enum(CHAT_MODES).nullish(),
    /** Non-production only: the agent chosen in the agent chooser (a chatId of the onboarding list); production ignores it. */
    agentChatId: text(MAX.identifier).nullish(),
    emailAddress: z.email().max(CHAT_FIELD_MAX, CHAT_FIELD_TOO_LONG_MESSAGE),
  }),
);
export type InitWebChatBody = z.infer<typeof initWebChatBodySchema>;

/** docs/product/widgets-and-calculations.md §3 Chat session. */
export const chatSessionSchema = lazySchema(() =>
  z.object({
    friendlyName: z.string(),
    emailAddress: z.string(),
    token: z.string(),
    conversationSid: z.string(),
    /** docs/product/widgets-and-calculations.md §4: 6 hours for an agent session, 10 minutes after the last message for the chatbot. */
    expiration: z.iso.datetime(),
    omniProxyChannelId: z.string(),
    providerChannelId: z.string(),
    providerUserId: z.string(),
    providerUserToken: z.string(),
    initialMessage: z.string().nullable(),
  }),
);
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const initWebChatContract = defineContract({
  method: 'POST',
  path: `${CSP}/initWebChat`,
  auth: 'public',
  service: 'chat',
  summary:
    'Start a web chat after the pre-chat form (docs/product/widgets-and-calculations.md §4, §7). chatMode values are ours: the spec does not show them.',
  body: initWebChatBodySchema,
  response: { 200: chatSessionSchema, 400: errorsSchema },
});

export const initStreamWebChatContract = defineContract({
  method: 'POST',
  path: '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
  auth: 'public',
  service: 'chat',
  summary:
    'Start a web chat, stream variant (docs/product/widgets-and-calculations.md §7). Body and answer are ours: the same as initWebChat.',
  body: initWebChatBodySchema,
  response: { 200: chatSessionSchema, 400: errorsSchema },
});

export const refreshChatTokenContract = defineContract({
  method: 'POST',
  path: `${CSP}/refreshToken`,
  auth: 'public',
  service: 'chat',
  summary:
    'Refresh a chat token; a failure calls the invalid-token handler (docs/product/widgets-and-calculations.md §7, §8). Response shape is ours.',
  body: lazySchema(() => z.object({ token: text(MAX.token).min(1) })),
  response: {
    200: lazySchema(() => z.object({ token: z.string(), expiration: z.iso.datetime() })),
    400: errorsSchema,
    401: errorsSchema,
  },
});

export const getWebChatInfoContract = defineContract({
  method: 'POST',
  path: `${CSP}/web-chat-info`,
  auth: 'public',
  service: 'chat',
  summary: 'The contact behind a chat channel (docs/product/widgets-and-calculations.md §7: the answer has contactId).',
  body: lazySchema(() => z.object({ omniProxyChannelId: text(MAX.identifier).min(1) })),
  response: { 200: lazySchema(() => z.object({ contactId: z.string() })), 400: errorsSchema, 404: errorsSchema },
});

const nonceSchema = lazySchema(() => z.object({ nonce: text(MAX.token) }));

export const authenticateWebChatContract = defineContract({
  method: 'POST',
  path: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  auth: 'customer',
  service: 'chat',
  summary:
    'Borrower authentication for chat: answers a nonce, refreshed every 60 s (docs/product/widgets-and-calculations.md §4, §7).',
  response: { 200: nonceSchema, 401: errorsSchema },
});

export const refreshWebChatNonceContract = defineContract({
  method: 'PUT',
  path: '/service-csp/customer/secure/api/v1/webchat/refresh',
  auth: 'customer',
  service: 'chat',
  summary: 'Refresh the chat authentication nonce (docs/product/widgets-and-calculations.md §7); answers a new nonce.',
  querystring: nonceSchema,
  response: { 200: nonceSchema, 400: errorsSchema, 401: errorsSchema },
});

export const listChatAgentsContract = defineContract({
  method: 'POST',
  path: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
  auth: 'customer',
  service: 'chat',
  summary:
    'Non-production only: the agents a tester may chat with (docs/product/widgets-and-calculations.md §4, §7: the answer lists agents with chatId). The name field is ours; production answers 404.',
  response: {
    200: lazySchema(() => z.array(z.object({ chatId: z.string(), name: z.string() }))),
    401: errorsSchema,
    404: errorsSchema,
  },
});
