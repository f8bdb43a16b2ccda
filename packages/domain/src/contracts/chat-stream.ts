import { z } from 'zod';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { CHAT_SURVEY_COMMENT_MAX } from '../chat/feedback';
import { CHAT_TYPING_PREVIEW_MAX } from '../chat/timing';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { uploadErrors } from './documents';
import { CHAT_MODES } from './chat';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The chat's real-time socket and the calls around it (docs/product/chat.md §5). The spec names "a real-time websocket
 * to the omni proxy, with a ping every 10 seconds" without its path or frames: both are ours. A socket's first frame
 * authenticates it (a browser cannot set headers on a WebSocket, and a token in the URL would end up in logs):
 * the chat session's token for a borrower or visitor, the staff session's token for an agent. Every other frame is
 * validated with the schemas below; a frame that does not parse is answered with an error frame and ignored.
 */

/** The borrower's or visitor's socket (the omni proxy's stream). */
export const CHAT_SOCKET_PATH = '/service-omni-proxy/insecure/api/v1/stream/socket';
/** The support agents' socket, in the console. */
export const CONSOLE_CHAT_SOCKET_PATH = '/console/api/v1/chat/socket';

/** Who wrote a message; SYSTEM marks what the chat itself says (an agent joined, the chat ended). */
export const CHAT_MESSAGE_SENDERS = ['CUSTOMER', 'BOT', 'AGENT', 'SYSTEM'] as const;
export type ChatMessageSender = (typeof CHAT_MESSAGE_SENDERS)[number];

/**
 * Where a conversation stands: with the chatbot; waiting in the agents' queue; with an agent; ended (docs/product/
 * widgets-and-calculations.md §4: ended once no longer active or frozen).
 */
export const CHAT_CONVERSATION_STATES = ['BOT', 'WAITING', 'ACTIVE', 'ENDED'] as const;
export type ChatConversationState = (typeof CHAT_CONVERSATION_STATES)[number];

/** What the chatbot offers when no article answers well: a person now (in hours) or a call-back (out of hours). */
export const CHAT_BOT_OFFERS = ['AGENT', 'CALLBACK'] as const;

export const chatAttachmentSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int().min(0),
  }),
);
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/*
 * What the chat itself says (its SYSTEM messages, and the chatbot's confirmation of a call-back), machine-readable, so
 * a client writes it in its reader's language (docs/i18n.md); the message's body keeps the English text (the console,
 * transcripts and older clients read it). A kind a client does not know is shown as the body: the schema takes any
 * kind and string parameters, so a newer server's notice still parses.
 */
export const CHAT_NOTICE_KINDS = [
  'agent-joined',
  'agent-coming',
  'back-in-queue',
  'chat-ended',
  'callback-requested',
] as const;
export type ChatNoticeKind = (typeof CHAT_NOTICE_KINDS)[number];

/** The notices the server writes, with their parameters. */
export type KnownChatNotice =
  /** '{agentName} joined the chat.' */
  | { kind: 'agent-joined'; agentName: string }
  /** 'Thanks, {name}. An agent will be with you shortly.' (the chat joined the agents' queue) */
  | { kind: 'agent-coming'; name: string }
  /** 'You are back in the queue. An agent will be with you shortly.' (transferred back to the queue) */
  | { kind: 'back-in-queue' }
  /** 'The chat ended.' */
  | { kind: 'chat-ended' }
  /** "Thanks — we'll call you at {phoneNumber} during business hours." (the chatbot, after a call-back request) */
  | { kind: 'callback-requested'; phoneNumber: string };

export const chatNoticeSchema = lazySchema(() =>
  z
    .object({
      kind: z
        .string()
        .min(1)
        .describe(`One of ${CHAT_NOTICE_KINDS.join(', ')}, or a newer one`),
    })
    .catchall(z.string()),
);
export type ChatNotice = z.infer<typeof chatNoticeSchema>;

export const chatMessageSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    conversationUuid: uuidSchema,
    /** Its place in the conversation, from 1: a reconnecting widget asks for what follows the last it holds. */
    seq: z.number().int().min(1),
    senderType: z.enum(CHAT_MESSAGE_SENDERS),
    senderName: z.string(),
    body: z.string(),
    attachments: z.array(chatAttachmentSchema),
    /** The chatbot's answer names the article it came from. */
    article: z.object({ uuid: uuidSchema, title: z.string() }).nullable(),
    /** The chatbot found no good answer and offers a person or a call-back. */
    offer: z.enum(CHAT_BOT_OFFERS).nullable(),
    /** The sender's own id for the message: sending it again (a reconnect) stores it once. */
    clientId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** What the chat itself says, its kind and parameters (null otherwise, and on messages stored before kinds). */
    notice: chatNoticeSchema.nullable().optional(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    mode: z.enum(CHAT_MODES),
    state: z.enum(CHAT_CONVERSATION_STATES),
    /** The agent answering, once one has taken the chat. */
    agentName: z.string().nullable(),
    /** docs/product/widgets-and-calculations.md §4: 10 minutes after the last message (chatbot), 6 hours (agent). */
    expiresAt: z.iso.datetime(),
    /** The after-chat survey has been answered. */
    surveyAnswered: z.boolean(),
  }),
);
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const clientIdSchema = lazySchema(() => text(MAX.identifier).min(1));
const bodySchema = lazySchema(() => text(MAX.freeText));
const attachmentUuidsSchema = lazySchema(() => list(uuidSchema, 5));

/** Frames a borrower's or visitor's widget sends. */
export const chatClientFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auth'), token: text(MAX.token).min(1), afterSeq: z.number().int().min(0).optional() }),
    z.object({
      type: z.literal('send'),
      clientId: clientIdSchema,
      body: bodySchema,
      attachmentUuids: attachmentUuidsSchema.default([]),
    }),
    z.object({ type: z.literal('typing'), text: text(CHAT_TYPING_PREVIEW_MAX) }),
    z.object({ type: z.literal('ping') }),
    /** In hours, after the chatbot offered a person: join the agents' queue. */
    z.object({ type: z.literal('request-agent') }),
    /** Out of hours, after the chatbot offered a call-back. */
    z.object({
      type: z.literal('request-callback'),
      clientId: clientIdSchema,
      phoneNumber: text(MAX.phone).min(1),
    }),
  ]),
);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

/** Frames the server sends to a widget or an agent's console. */
export const chatServerFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** After auth: the conversation and its latest messages (the last 20, or those after `afterSeq`). */
    z.object({ type: z.literal('ready'), conversation: chatConversationSchema, messages: z.array(chatMessageSchema) }),
    /** The agents' socket after auth. */
    z.object({ type: z.literal('ready-agent'), available: z.boolean() }),
    /** The sender's message is stored: only now may the widget forget its copy. */
    z.object({ type: z.literal('ack'), clientId: z.string(), message: chatMessageSchema }),
    z.object({ type: z.literal('message'), message: chatMessageSchema }),
    z.object({
      type: z.literal('typing'),
      conversationUuid: uuidSchema,
      senderType: z.enum(CHAT_MESSAGE_SENDERS),
      senderName: z.string(),
      text: z.string(),
    }),
    z.object({ type: z.literal('state'), conversation: chatConversationSchema }),
    /** For agents: the queue or an agent's chats changed; read them again. */
    z.object({ type: z.literal('queue-changed') }),
    z.object({ type: z.literal('pong') }),
    z.object({
      type: z.literal('error'),
      code: z.enum(['INVALID_TOKEN', 'BAD_FRAME', 'SEND_FAILED', 'ENDED']),
      message: z.string(),
      clientId: z.string().optional(),
    }),
  ]),
);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/** Frames an agent's console sends. */
export const agentClientFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auth'), token: text(MAX.token).min(1) }),
    z.object({
      type: z.literal('send'),
      conversationUuid: uuidSchema,
      clientId: clientIdSchema,
      body: bodySchema,
      attachmentUuids: attachmentUuidsSchema.default([]),
    }),
    z.object({ type: z.literal('typing'), conversationUuid: uuidSchema, text: text(CHAT_TYPING_PREVIEW_MAX) }),
    z.object({ type: z.literal('ping') }),
    /** The agent is ready to take chats (counts toward "an agent is active", docs/product/widgets-and-calculations.md §4). */
    z.object({ type: z.literal('availability'), available: z.boolean() }),
  ]),
);
export type AgentClientFrame = z.input<typeof agentClientFrameSchema>;

/** The chat session's token, for the calls a widget makes over HTTP around its socket. */
const chatTokenHeaders = lazySchema(() => z.looseObject({ 'x-chat-token': text(MAX.token).min(1) }));
const CSP = '/service-csp/external/api/v1/webchat';

export const uploadChatAttachmentContract = defineContract({
  method: 'POST',
  path: `${CSP}/attachments`,
  auth: 'public',
  service: 'chat',
  summary:
    'A file for the chat (docs/product/widgets-and-calculations.md §5: jpg, png, amr, mp3, mp4, pdf or txt, checked by content), multipart/form-data with the file field file, authorised by the x-chat-token header; kept in the document store. The message that carries it is sent on the socket. Path and shapes are ours.',
  headers: chatTokenHeaders,
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'jpg, png, amr, mp3, mp4, pdf or txt, at most 10 MB' } },
  },
  limits: { bodyLimitBytes: 11 * 1024 * 1024, perAddressRateLimit: true },
  response: { 201: chatAttachmentSchema, ...uploadErrors },
});

export const downloadChatAttachmentContract = defineContract({
  method: 'GET',
  path: `${CSP}/attachments/:attachmentUuid`,
  auth: 'public',
  service: 'chat',
  summary: "A file of the widget's own conversation, authorised by the x-chat-token header. Ours.",
  headers: chatTokenHeaders,
  params: lazySchema(() => z.object({ attachmentUuid: uuidSchema })),
  produces: ['application/pdf', 'image/jpeg', 'image/png', 'audio/amr', 'audio/mpeg', 'video/mp4', 'text/plain'],
  response: { 200: z.any().describe('The file bytes'), 401: errorsSchema, 404: errorsSchema },
});

export const chatSurveyBodySchema = lazySchema(() =>
  z.object({
    token: text(MAX.token).min(1),
    rating: z.number().int().min(1).max(5),
    comment: text(CHAT_SURVEY_COMMENT_MAX).optional(),
  }),
);

export const answerChatSurveyContract = defineContract({
  method: 'POST',
  path: `${CSP}/survey`,
  auth: 'public',
  service: 'chat',
  summary:
    'The survey of the ended-chat panel (docs/product/widgets-and-calculations.md §4): a rating 1 to 5 and an optional comment, once per chat (a second answer is 409). Path and shapes are ours.',
  body: chatSurveyBodySchema,
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema, 409: errorsSchema },
});

export const endChatContract = defineContract({
  method: 'POST',
  path: `${CSP}/end`,
  auth: 'public',
  service: 'chat',
  summary: 'The borrower ends their chat from the widget; ending an ended chat answers ok. Ours.',
  body: lazySchema(() => z.object({ token: text(MAX.token).min(1) })),
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema },
});
