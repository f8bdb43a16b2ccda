import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { CHAT_FEEDBACK_TOO_LONG_MESSAGE } from '../validation/messages';
import { CHAT_FEEDBACK_REASONS } from '../chat/feedback';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The chatbot that answers outside operating hours (docs/product/widgets-and-calculations.md §4, §7). Paths are the spec's.
 */
const BOT = '/service-chat-chatbot/external/api/v1/message';

/** docs/product/widgets-and-calculations.md §9: 20 messages of history are fetched. */
export const CHAT_HISTORY_PAGE_SIZE = 20;
/** docs/product/widgets-and-calculations.md §5: chat feedback at most 140 characters. */
export const CHAT_FEEDBACK_MAX = 140;
/**
 * The feedback message carries the reason chosen and the additional info ('reason: info', docs/product/chat.md §1):
 * the info's 140 characters plus the longest reason.
 */
export const CHAT_FEEDBACK_MESSAGE_MAX =
  CHAT_FEEDBACK_MAX + Math.max(...CHAT_FEEDBACK_REASONS.map((reason) => reason.length)) + 2;

/** Ours: the spec names senderType without its values. */
export const CHAT_SENDER_TYPES = ['CUSTOMER', 'BOT', 'AGENT'] as const;

/** docs/product/widgets-and-calculations.md §3 Chat message history entry. */
export const chatHistoryEntrySchema = lazySchema(() =>
  z.object({
    questionId: z.string(),
    questionStr: z.string(),
    responseStr: z.string(),
    createdDt: z.iso.datetime(),
  }),
);
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

export const getChatHistoryContract = defineContract({
  method: 'GET',
  path: `${BOT}/getChatHistory/:conversationId`,
  auth: 'public',
  service: 'chatbot',
  summary:
    'The latest chatbot messages of a conversation, oldest first (docs/product/widgets-and-calculations.md §7). The limit query and the order are ours; the default is 20.',
  params: lazySchema(() => z.object({ conversationId: text(MAX.identifier).min(1) })),
  querystring: lazySchema(() => z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })),
  response: { 200: lazySchema(() => z.array(chatHistoryEntrySchema)), 400: errorsSchema, 404: errorsSchema },
});

export const chatWithAutobotBodySchema = lazySchema(() =>
  z.object({
    applicationId: uuidSchema.nullish(),
    /** Absent on the first message: the answer carries the new conversation's id. */
    conversationId: text(MAX.identifier).nullish(),
    message: text(MAX.freeText).trim().min(1),
    nonce: text(MAX.token).nullish(),
    organization: text(MAX.code).min(1),
    pageUrl: text(MAX.url),
    senderId: text(MAX.identifier).min(1),
    senderType: z.enum(CHAT_SENDER_TYPES),
    tag: text(MAX.identifier).optional(),
    /**
     * Ours: the widget's own id for the message (as its socket sends one), so a message sent again is stored once and
     * the widget's socket, which follows the chat, can take it to the agents' queue (docs/product/chat.md §3).
     */
    clientId: text(MAX.identifier).optional(),
  }),
);
export type ChatWithAutobotBody = z.infer<typeof chatWithAutobotBodySchema>;

export const chatWithAutobotContract = defineContract({
  method: 'POST',
  path: `${BOT}/chatWithAutobot`,
  auth: 'public',
  service: 'chatbot',
  summary:
    "Send a message to the chatbot (docs/product/widgets-and-calculations.md §7: the answer has conversationId). The bot's reply fields (questionId, responseStr, createdDt) are ours, null when the widget's chat moved to the agents' queue instead.",
  body: chatWithAutobotBodySchema,
  response: {
    200: lazySchema(() =>
      z.object({
        conversationId: z.string(),
        questionId: z.string().nullable(),
        responseStr: z.string().nullable(),
        createdDt: z.iso.datetime().nullable(),
      }),
    ),
    400: errorsSchema,
  },
});

/** Ours: the spec names rating without its values; the feedback dialog is for bad responses. */
export const CHAT_REPLY_RATINGS = ['GOOD', 'BAD'] as const;

export const rateChatReplyBodySchema = lazySchema(() =>
  z.object({
    questionId: text(MAX.identifier).min(1),
    conversationId: text(MAX.identifier).min(1),
    /** The chatbot reply being rated, as the customer saw it. */
    responseToCustomer: text(MAX.freeText * 4),
    /** The reason chosen and any additional info (docs/product/widgets-and-calculations.md §5). */
    feedbackMessage: z.string().max(CHAT_FEEDBACK_MESSAGE_MAX, CHAT_FEEDBACK_TOO_LONG_MESSAGE),
    rating: z.enum(CHAT_REPLY_RATINGS),
    senderEmail: z.email().max(MAX.email).nullish(),
    senderType: z.enum(CHAT_SENDER_TYPES),
    nonce: text(MAX.token).nullish(),
  }),
);
export type RateChatReplyBody = z.infer<typeof rateChatReplyBodySchema>;

export const rateChatReplyContract = defineContract({
  method: 'POST',
  path: `${BOT}/setChatReplyUsedWithFeedback`,
  auth: 'public',
  service: 'chatbot',
  summary:
    'Rate a chatbot reply from the bad-response feedback dialog (docs/product/widgets-and-calculations.md §2, §7). rating values and the response body are ours.',
  body: rateChatReplyBodySchema,
  response: { 200: okSchema, 400: errorsSchema, 404: errorsSchema },
});
