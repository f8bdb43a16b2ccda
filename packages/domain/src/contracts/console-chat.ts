import { z } from 'zod';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { uploadErrors } from './documents';
import { CHAT_MODES } from './chat';
import { chatAttachmentSchema, chatConversationSchema, chatMessageSchema } from './chat-stream';
import { CONSOLE_API } from './console';
import { DEPARTMENTS, businessHoursEntrySchema } from './hours';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The console's side of the chat (docs/product/chat.md §4), the operating hours (§2) and the chatbot's articles (§3).
 * Not in the spec: every path and shape here is ours. A conversation, hours or an article of an organisation the
 * member is not scoped to is 404.
 */

const fileResponses = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema };
const actResponses = { ...fileResponses, 409: errorsSchema };
const chatParams = lazySchema(() => z.object({ chatUuid: uuidSchema }));

/** One chat in the agents' lists. */
export const consoleChatRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    orgCode: z.string(),
    mode: z.enum(CHAT_MODES),
    state: chatConversationSchema.shape.state,
    friendlyName: z.string(),
    emailAddress: z.string(),
    /** docs/product/widgets-and-calculations.md §4 skills: CLOC_HELOC, FHEL or 'White Label'. */
    skill: z.string(),
    /** docs/product/application-area.md §9: the loan number and CRYPTO_HELOC travel with the chat. */
    loanNumber: z.string().nullable(),
    productType: z.string().nullable(),
    /** The borrower's file, when a signed-in borrower opened the chat. */
    applicationUuid: uuidSchema.nullable(),
    agent: z.object({ uuid: uuidSchema, name: z.string() }).nullable(),
    startedAt: z.iso.datetime(),
    /** When the borrower joined the queue (state WAITING). */
    waitingSince: z.iso.datetime().nullable(),
    lastMessage: z.string().nullable(),
    lastMessageAt: z.iso.datetime().nullable(),
  }),
);
export type ConsoleChatRow = z.infer<typeof consoleChatRowSchema>;

export const callbackRequestSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    chatUuid: uuidSchema,
    orgCode: z.string(),
    friendlyName: z.string(),
    emailAddress: z.string(),
    phoneNumber: z.string(),
    requestedAt: z.iso.datetime(),
  }),
);

export const consoleChatListsSchema = lazySchema(() =>
  z.object({
    /** Waiting for an agent, oldest first. */
    waiting: z.array(consoleChatRowSchema),
    /** Taken by this member and not ended. */
    mine: z.array(consoleChatRowSchema),
    /** Taken by other members and not ended. */
    others: z.array(consoleChatRowSchema),
    /** Out-of-hours call-back requests not yet done, oldest first. */
    callbacks: z.array(callbackRequestSchema),
    /** Whether this member is taking chats now. */
    available: z.boolean(),
  }),
);

export const getConsoleChatsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/chats`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary: "The agents' queue: waiting chats, the member's chats, the others' and the call-back requests. Ours.",
  response: { 200: consoleChatListsSchema, 401: errorsSchema, 403: errorsSchema },
});

export const consoleChatSchema = lazySchema(() =>
  z.object({
    row: consoleChatRowSchema,
    conversation: chatConversationSchema,
    /** Every message, oldest first. */
    messages: z.array(chatMessageSchema),
    survey: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
  }),
);
export type ConsoleChat = z.infer<typeof consoleChatSchema>;

export const getConsoleChatContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/chats/:chatUuid`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary: 'One chat with all its messages. Ours.',
  params: chatParams,
  response: { 200: consoleChatSchema, ...fileResponses },
});

export const takeConsoleChatContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/chats/:chatUuid/take`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary:
    'Take a waiting chat: it becomes ACTIVE with this member as its agent; taken by another already is 409. Ours.',
  params: chatParams,
  response: { 200: consoleChatSchema, ...actResponses },
});

export const transferConsoleChatContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/chats/:chatUuid/transfer`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary:
    'Hand a chat to another member who answers chats of its organisation, or back to the queue (toStaffUuid null). Ours.',
  params: chatParams,
  body: lazySchema(() => z.object({ toStaffUuid: uuidSchema.nullable() })),
  response: { 200: consoleChatSchema, ...actResponses },
});

export const closeConsoleChatContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/chats/:chatUuid/close`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary: 'End a chat: the borrower sees the ended panel; closing an ended chat answers it as it is. Ours.',
  params: chatParams,
  response: { 200: consoleChatSchema, ...actResponses },
});

export const completeCallbackContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/chat-callbacks/:callbackUuid/done`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary: 'Mark a call-back request done once the borrower was called. Ours.',
  params: lazySchema(() => z.object({ callbackUuid: uuidSchema })),
  response: { 200: okSchema, ...fileResponses },
});

export const uploadConsoleChatAttachmentContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/chats/:chatUuid/attachments`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary:
    'A file the agent sends (the same kinds as the borrower: jpg, png, amr, mp3, mp4, pdf, txt, checked by content), multipart/form-data with the file field file; the message that carries it is sent on the socket. Ours.',
  params: chatParams,
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'jpg, png, amr, mp3, mp4, pdf or txt, at most 10 MB' } },
  },
  limits: { bodyLimitBytes: 11 * 1024 * 1024, perAddressRateLimit: false },
  response: { 201: chatAttachmentSchema, ...uploadErrors, 403: errorsSchema },
});

export const downloadConsoleChatAttachmentContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/chats/:chatUuid/attachments/:attachmentUuid`,
  auth: 'staff',
  // Whoever reads the file reads its chats' transcripts (getApplicationChatsContract), and so their files.
  permission: 'FILE_READ',
  service: 'console',
  summary: "A file of a chat, as bytes with its content type; for any member who reads the borrower's file. Ours.",
  params: lazySchema(() => chatParams.extend({ attachmentUuid: uuidSchema })),
  produces: ['application/pdf', 'image/jpeg', 'image/png', 'audio/amr', 'audio/mpeg', 'video/mp4', 'text/plain'],
  response: { 200: z.any().describe('The file bytes'), ...fileResponses },
});

export const chatAgentSchema = lazySchema(() =>
  z.object({ uuid: uuidSchema, name: z.string(), available: z.boolean() }),
);

export const listConsoleChatAgentsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/chat-agents`,
  auth: 'staff',
  permission: 'CHAT_ANSWER',
  service: 'console',
  summary: "The members who answer chats of the member's organisations, and whether each is taking chats now. Ours.",
  response: { 200: lazySchema(() => z.array(chatAgentSchema)), 401: errorsSchema, 403: errorsSchema },
});

/** A file's chats: the transcript is kept on the application (docs/product/chat.md §4). */
export const getApplicationChatsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/applications/:uuid/chats`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  summary: "The transcripts of the borrower's chats on this application, newest first. Ours.",
  params: lazySchema(() => z.object({ uuid: uuidSchema })),
  response: {
    200: lazySchema(() => z.array(z.object({ row: consoleChatRowSchema, messages: z.array(chatMessageSchema) }))),
    ...fileResponses,
  },
});

/* Operating hours (docs/product/chat.md §2). */

export const holidaySchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    /** yyyy-MM-dd, a day in Pacific time. */
    date: z.iso.date(),
    name: z.string(),
    departments: z.array(z.enum(DEPARTMENTS)),
  }),
);
export type Holiday = z.infer<typeof holidaySchema>;

export const consoleHoursSchema = lazySchema(() =>
  z.object({
    orgCode: z.string(),
    departments: z.array(z.object({ department: z.enum(DEPARTMENTS), weekdays: z.array(businessHoursEntrySchema) })),
    holidays: z.array(holidaySchema),
  }),
);
export type ConsoleHours = z.infer<typeof consoleHoursSchema>;

const orgParams = lazySchema(() => z.object({ orgCode: text(MAX.code).min(1) }));

export const getConsoleHoursContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/hours/:orgCode`,
  auth: 'staff',
  permission: 'HOURS_MANAGE',
  service: 'console',
  summary: "An organisation's phone and chat hours (Pacific time) and its holidays, from today on. Ours.",
  params: orgParams,
  response: { 200: consoleHoursSchema, ...fileResponses },
});

export const setConsoleHoursBodySchema = lazySchema(() =>
  z.object({
    /** Seven entries, weekdayValue 1 (Monday) to 7 (Sunday); an open day has a start before its end ('00:00' = midnight). */
    weekdays: list(businessHoursEntrySchema, 7).length(7, 'Give all seven days.'),
  }),
);

export const setConsoleHoursContract = defineContract({
  method: 'PUT',
  path: `${CONSOLE_API}/hours/:orgCode/:department`,
  auth: 'staff',
  permission: 'HOURS_MANAGE',
  service: 'console',
  summary: "Set one department's week. Ours.",
  params: lazySchema(() => orgParams.extend({ department: z.enum(DEPARTMENTS) })),
  body: setConsoleHoursBodySchema,
  response: { 200: consoleHoursSchema, ...fileResponses },
});

export const addHolidayBodySchema = lazySchema(() =>
  z.object({
    date: z.iso.date(),
    name: text(MAX.shortText).trim().min(1, 'Name the holiday.'),
    departments: list(z.enum(DEPARTMENTS), 2).min(1, 'Choose at least one department.'),
  }),
);

export const addConsoleHolidayContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/hours/:orgCode/holidays`,
  auth: 'staff',
  permission: 'HOURS_MANAGE',
  service: 'console',
  summary: 'Close the departments named on a day; the same date again replaces it. Ours.',
  params: orgParams,
  body: addHolidayBodySchema,
  response: { 200: consoleHoursSchema, ...fileResponses },
});

export const removeConsoleHolidayContract = defineContract({
  method: 'DELETE',
  path: `${CONSOLE_API}/hours/:orgCode/holidays/:holidayUuid`,
  auth: 'staff',
  permission: 'HOURS_MANAGE',
  service: 'console',
  summary: 'Remove a holiday. Ours.',
  params: lazySchema(() => orgParams.extend({ holidayUuid: uuidSchema })),
  response: { 200: consoleHoursSchema, ...fileResponses },
});

/* The chatbot's articles (docs/product/chat.md §3). */

export const knowledgeArticleSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    orgCode: z.string(),
    title: z.string(),
    /** What the chatbot answers, in plain text. */
    body: z.string(),
    /** Extra words a borrower may use for this subject, and questions as borrowers ask them (ranked with the title and body). */
    keywords: z.string(),
    /** The language it is written in: the chatbot answers a visitor from the articles in theirs (docs/i18n.md). */
    language: z.enum(['en', 'es']),
    published: z.boolean(),
    updatedAt: z.iso.datetime(),
    /** How borrowers rated the answers this article gave. */
    helpful: z.number().int().min(0),
    unhelpful: z.number().int().min(0),
  }),
);
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

export const knowledgeArticleBodySchema = lazySchema(() =>
  z.object({
    orgCode: text(MAX.code).min(1),
    title: text(MAX.shortText).trim().min(1, 'Give the article a title.'),
    body: text(4000).trim().min(1, 'Write the answer.'),
    keywords: text(MAX.freeText).default(''),
    published: z.boolean().default(true),
    /** A new article's language; an article keeps the one it was written in. */
    language: z.enum(['en', 'es']).default('en'),
  }),
);

export const listKnowledgeArticlesContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/knowledge`,
  auth: 'staff',
  permission: 'KNOWLEDGE_MANAGE',
  service: 'console',
  summary: "The chatbot's articles of the member's organisations (or of orgCode), with their ratings. Ours.",
  querystring: lazySchema(() => z.object({ orgCode: text(MAX.code).optional() })),
  response: { 200: lazySchema(() => z.array(knowledgeArticleSchema)), ...fileResponses },
});

export const createKnowledgeArticleContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/knowledge`,
  auth: 'staff',
  permission: 'KNOWLEDGE_MANAGE',
  service: 'console',
  summary: 'Write a new article. Ours.',
  body: knowledgeArticleBodySchema,
  response: { 201: knowledgeArticleSchema, ...fileResponses },
});

export const updateKnowledgeArticleContract = defineContract({
  method: 'PUT',
  path: `${CONSOLE_API}/knowledge/:articleUuid`,
  auth: 'staff',
  permission: 'KNOWLEDGE_MANAGE',
  service: 'console',
  summary: 'Edit an article (its organisation stays). Ours.',
  params: lazySchema(() => z.object({ articleUuid: uuidSchema })),
  body: lazySchema(() => knowledgeArticleBodySchema.omit({ orgCode: true, language: true })),
  response: { 200: knowledgeArticleSchema, ...fileResponses },
});

export const chatbotFeedbackRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    orgCode: z.string(),
    article: z.object({ uuid: uuidSchema, title: z.string() }).nullable(),
    rating: z.enum(['GOOD', 'BAD']),
    /** What the borrower asked, and what the chatbot answered. */
    question: z.string(),
    answer: z.string(),
    feedbackMessage: z.string(),
    senderEmail: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type ChatbotFeedbackRow = z.infer<typeof chatbotFeedbackRowSchema>;

export const listChatbotFeedbackContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/knowledge/feedback`,
  auth: 'staff',
  permission: 'KNOWLEDGE_MANAGE',
  service: 'console',
  summary: "How borrowers rated the chatbot's answers, newest first (the latest 200). Ours.",
  querystring: lazySchema(() => z.object({ orgCode: text(MAX.code).optional() })),
  response: { 200: lazySchema(() => z.array(chatbotFeedbackRowSchema)), ...fileResponses },
});

/*
 * The knowledge base's gaps (docs/product/chat.md §3), for the lender's admins in the console: the questions the
 * chatbot found no article for and those whose answer a borrower marked not helpful, grouped by what they ask.
 */

export const knowledgeGapSchema = lazySchema(() =>
  z.object({
    /** The question that stands for the group (its most recent wording that most of the group shares). */
    question: z.string(),
    language: z.enum(['en', 'es']),
    /** The group's distinct wordings, most recent first (at most 10). */
    questions: z.array(z.string()),
    /** How many times it was asked without an answer, and answered but marked not helpful. */
    unanswered: z.number().int().min(0),
    notHelpful: z.number().int().min(0),
    lastAskedAt: z.iso.datetime(),
    /** The published article that answers the question now, when one does (the gap was closed since). */
    answeredNowBy: z.object({ uuid: uuidSchema, title: z.string() }).nullable(),
  }),
);
export type KnowledgeGap = z.infer<typeof knowledgeGapSchema>;

export const listKnowledgeGapsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/knowledge/gaps`,
  auth: 'staff',
  permission: 'KNOWLEDGE_MANAGE',
  service: 'console',
  summary:
    "The questions the chatbot could not answer well in one of the member's organisations (of the last 500 of each kind), grouped by what they ask, the most asked first. Ours.",
  querystring: lazySchema(() => z.object({ orgCode: text(MAX.code).min(1) })),
  response: { 200: lazySchema(() => z.array(knowledgeGapSchema)), ...fileResponses },
});
