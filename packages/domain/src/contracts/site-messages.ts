import { z } from 'zod';
import { BANNER_VARIANTS, FEEDBACK_TOPICS } from '../enums';
import { ERROR_REPORT_MESSAGE_MAX, ERROR_REPORT_STACK_MAX } from '../helpers/error-reporting';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { bannerSchema } from './banners';
import { CONSOLE_API } from './console';
import { ANONYMOUS_LIMITS, defineContract, errorsSchema, okSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * What the shell around the journey sends and shows, and the console's side of it: the feedback to the CEO
 * (docs/product/application-area.md §5.1), the site banners (docs/product/widgets-and-calculations.md §4) and the web
 * app's error reports (docs/product/application-area.md §8). Every shape here is ours: the spec shows none.
 */

const consoleResponses = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema };
const orgQuery = lazySchema(() => z.object({ orgCode: text(MAX.code).optional() }));

/* Feedback to the CEO, read in the console. */

export const ceoFeedbackRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    orgCode: z.string(),
    topic: z.enum(FEEDBACK_TOPICS),
    message: z.string(),
    marketingConsent: z.boolean(),
    /** The page the modal was opened on. */
    pathname: z.string(),
    applicationUuid: uuidSchema.nullable(),
    /** Who sent it: first name and last initial, as a quote would name them, and their e-mail. */
    senderName: z.string(),
    senderEmail: z.string(),
    createdAt: z.iso.datetime(),
  }),
);
export type CeoFeedbackRow = z.infer<typeof ceoFeedbackRowSchema>;

export const listCeoFeedbackContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/ceo-feedback`,
  auth: 'staff',
  permission: 'CEO_FEEDBACK_READ',
  service: 'console',
  summary: "What borrowers sent the CEO, newest first (the latest 200), of the member's organisations. Ours.",
  querystring: orgQuery,
  response: { 200: lazySchema(() => z.array(ceoFeedbackRowSchema)), ...consoleResponses },
});

/* Site banners, written in the console. */

/** docs/product/widgets-and-calculations.md §3: a banner as an admin writes it. */
export const bannerBodySchema = lazySchema(() =>
  z.object({
    message: text(MAX.freeText).trim().min(1, 'Write the message.'),
    apps: z.array(text(MAX.code).trim().min(1)).min(1, 'Choose at least one app.').max(20),
    variant: z.enum(BANNER_VARIANTS),
    active: z.boolean(),
    dismissable: z.boolean(),
  }),
);
export type BannerBody = z.infer<typeof bannerBodySchema>;

export const consoleBannerSchema = lazySchema(() => bannerSchema.extend({ orgCode: z.string() }));
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

export const listConsoleBannersContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/banners`,
  auth: 'staff',
  permission: 'BANNERS_MANAGE',
  service: 'console',
  summary: "The banners of the member's organisations (or of orgCode), newest first, active or not. Ours.",
  querystring: orgQuery,
  response: { 200: lazySchema(() => z.array(consoleBannerSchema)), ...consoleResponses },
});

export const createBannerContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/banners`,
  auth: 'staff',
  permission: 'BANNERS_MANAGE',
  service: 'console',
  summary:
    'Write a banner. The uuid comes from the form, so sending it twice writes one banner (the second answers the first). Ours.',
  body: lazySchema(() => bannerBodySchema.extend({ uuid: uuidSchema, orgCode: text(MAX.code).min(1) })),
  response: { 201: consoleBannerSchema, ...consoleResponses },
});

export const updateBannerContract = defineContract({
  method: 'PUT',
  path: `${CONSOLE_API}/banners/:bannerUuid`,
  auth: 'staff',
  permission: 'BANNERS_MANAGE',
  service: 'console',
  summary:
    'Edit a banner, or deactivate it (active false); its updatedAt moves on, so a dismissed banner shows again. Ours.',
  params: lazySchema(() => z.object({ bannerUuid: uuidSchema })),
  body: bannerBodySchema,
  response: { 200: consoleBannerSchema, ...consoleResponses },
});

/* Error reports of the web app. */

export const CLIENT_ERROR_SOURCES = ['window', 'unhandledrejection', 'boundary'] as const;

export const reportClientErrorBodySchema = lazySchema(() =>
  z.object({
    /** Where the app caught it: a window error, an unhandled promise rejection, or an error boundary. */
    source: z.enum(CLIENT_ERROR_SOURCES),
    name: text(MAX.shortText).default('Error'),
    message: text(ERROR_REPORT_MESSAGE_MAX).trim().min(1),
    stack: text(ERROR_REPORT_STACK_MAX).optional(),
    /** The page's path (no query: it may carry personal data). */
    pathname: text(MAX.url).startsWith('/'),
    /** The build of the web app that raised it. */
    appVersion: text(MAX.code).min(1),
    userAgent: text(MAX.freeText).optional(),
  }),
);
export type ReportClientErrorBody = z.input<typeof reportClientErrorBodySchema>;

export const reportClientErrorContract = defineContract({
  method: 'POST',
  path: '/service-errors/api/v1/client-errors',
  auth: 'public',
  service: 'errors',
  summary:
    'The web app reports an error it caught (docs/product/application-area.md §8); reports alike are counted together. Public (an error may come before sign-in), small and rate limited per address. Ours.',
  body: reportClientErrorBodySchema,
  response: { 202: okSchema, 400: errorsSchema, 413: errorsSchema, 429: errorsSchema },
  limits: ANONYMOUS_LIMITS,
});

export const clientErrorRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    orgCode: z.string(),
    source: z.enum(CLIENT_ERROR_SOURCES),
    name: z.string(),
    message: z.string(),
    stack: z.string().nullable(),
    /** The page and app version of the latest report. */
    pathname: z.string(),
    appVersion: z.string(),
    /** How many reports alike (same kind, message and first stack line) came in. */
    count: z.number().int().min(1),
    firstSeenAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
  }),
);
export type ClientErrorRow = z.infer<typeof clientErrorRowSchema>;

export const listClientErrorsContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/client-errors`,
  auth: 'staff',
  permission: 'ERROR_REPORTS_READ',
  service: 'console',
  summary: "The web app's reported errors of the member's organisations, the latest first (200 at most). Ours.",
  querystring: orgQuery,
  response: { 200: lazySchema(() => z.array(clientErrorRowSchema)), ...consoleResponses },
});
