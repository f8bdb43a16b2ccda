import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Operating hours of the support phone and chat (docs/product/widgets-and-calculations.md §7). Paths are the spec's:
 *   GET /service-operating-hours/external/api/v1/hours/:department   (query display, header x-org)
 *   GET /service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus and .../OPS_CHAT/week
 * Response shapes beyond the weekday fields of docs/product/widgets-and-calculations.md §3 are ours. Times are 'HH:mm' in America/Los_Angeles
 * (docs/product/widgets-and-calculations.md §7: business hours are shown in PT).
 */
const HOURS = '/service-operating-hours/external/api/v1/hours';

/** Departments the spec names: the support phone line and the web chat. */
export const DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;

const timeOfDaySchema = lazySchema(() => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** docs/product/widgets-and-calculations.md §3 Business hours entry; weekdayValue 1 (Monday) to 7 (Sunday). */
export const businessHoursEntrySchema = lazySchema(() =>
  z.object({
    weekday: text(MAX.code),
    weekdayValue: z.number().int().min(1).max(7),
    startTime: timeOfDaySchema.nullable(),
    endTime: timeOfDaySchema.nullable(),
    isOpen: z.boolean(),
  }),
);
export type BusinessHoursEntry = z.infer<typeof businessHoursEntrySchema>;

export const businessHoursSchema = lazySchema(() =>
  z.object({
    department: z.enum(DEPARTMENTS),
    timeZone: z.literal('America/Los_Angeles'),
    weekdays: z.array(businessHoursEntrySchema),
    /** Ours: the days of the coming weeks the department is closed (yyyy-MM-dd, Pacific), with their names. */
    holidays: z.array(z.object({ date: z.iso.date(), name: z.string() })),
  }),
);
export type BusinessHours = z.infer<typeof businessHoursSchema>;

/** docs/product/widgets-and-calculations.md §7: every hours call carries the organisation in the x-org header. */
const orgHeaders = lazySchema(() => z.looseObject({ 'x-org': text(MAX.code).min(1) }));

export const getDepartmentHoursContract = defineContract({
  method: 'GET',
  path: `${HOURS}/:department`,
  auth: 'public',
  service: 'operating-hours',
  summary:
    "A department's weekly hours (docs/product/widgets-and-calculations.md §7). The display query is ours: 'week' (default) answers all seven days, 'today' only the current one.",
  params: lazySchema(() => z.object({ department: z.enum(DEPARTMENTS) })),
  querystring: lazySchema(() => z.object({ display: z.enum(['week', 'today']).optional() })),
  headers: orgHeaders,
  response: { 200: businessHoursSchema, 400: errorsSchema },
});

export const getChatOpenStatusContract = defineContract({
  method: 'GET',
  path: `${HOURS}/OPS_CHAT/openStatus`,
  auth: 'public',
  service: 'operating-hours',
  summary:
    'Whether chat agents are on duty now; agent mode during operating hours, chatbot otherwise (docs/product/widgets-and-calculations.md §4; polled every 60 s). Response shape is ours: the spec does not show it.',
  headers: orgHeaders,
  response: {
    200: lazySchema(() =>
      z.object({
        /** Within the chat's hours today (holidays closed). */
        isOpen: z.boolean(),
        /** Ours: an agent is taking chats now; with isOpen, the chat starts with a person (docs/product/widgets-and-calculations.md §4). */
        agentAvailable: z.boolean(),
      }),
    ),
    400: errorsSchema,
  },
});

export const getChatWeekHoursContract = defineContract({
  method: 'GET',
  path: `${HOURS}/OPS_CHAT/week`,
  auth: 'public',
  service: 'operating-hours',
  summary:
    "The chat department's hours for the week (docs/product/widgets-and-calculations.md §7). Response shape is ours: the spec does not show it.",
  headers: orgHeaders,
  response: { 200: businessHoursSchema, 400: errorsSchema },
});
