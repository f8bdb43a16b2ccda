import { z } from 'zod';
import { uuidSchema } from './address';
import { CONSOLE_API } from './console';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The session trail (docs/product/operations-console.md §9, docs/decisions.md "Session trail"): what a lender's staff
 * can replay of a borrower's visit is its telemetry session (docs/product/widgets-and-calculations.md §7) and the
 * events it posted, in order. Ours: the spec names a session-replay link (docs/product/registration-and-routing.md
 * §7) and no replay tool; this is where the link points.
 */

/** A value the session's details or an event's properties hold (the telemetry calls accept short scalars). */
const scalarSchema = lazySchema(() => z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const consoleSessionEventSchema = lazySchema(() =>
  z.object({
    at: z.iso.datetime(),
    pagePath: z.string(),
    event: z.string(),
    eventType: z.string(),
    properties: z.record(z.string(), scalarSchema),
  }),
);
export type ConsoleSessionEvent = z.infer<typeof consoleSessionEventSchema>;

export const consoleSessionSchema = lazySchema(() =>
  z.object({
    sessionKey: uuidSchema,
    startedAt: z.iso.datetime(),
    orgCode: z.string(),
    platform: z.string(),
    screen: z.object({ width: z.number(), height: z.number() }).nullable(),
    window: z.object({ width: z.number(), height: z.number() }).nullable(),
    referrer: z.string().nullable(),
    /** In the order they happened (the oldest first). */
    events: z.array(consoleSessionEventSchema),
  }),
);
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

export const getConsoleSessionContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/sessions/:sessionKey`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  summary:
    "A borrower's telemetry session and its events in order: the session trail an application's session-replay link points to. 404 for an unknown session or one of an organisation the member is not scoped to. Ours.",
  params: lazySchema(() => z.object({ sessionKey: uuidSchema })),
  response: { 200: consoleSessionSchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema },
});
