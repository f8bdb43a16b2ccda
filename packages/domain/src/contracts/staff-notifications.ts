import { z } from 'zod';
import { LENDER_WAIT_KINDS } from '../staff/wait-targets';
import { STAFF_NOTIFICATION_CHANNELS } from '../staff/notifications';
import { lazySchema } from '../helpers/lazy-schema';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { STAFF_API } from './staff';

/*
 * Staff notifications (docs/product/operations-console.md §12): the member's own, the newest first, and how they
 * choose to be told. Not in the spec: every path and shape here is ours.
 */

export const staffNotificationSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    applicationUuid: uuidSchema,
    loanNumber: z.string().nullable(),
    borrowerName: z.string(),
    orgCode: z.string(),
    kind: z.enum(LENDER_WAIT_KINDS),
    /** What happened, in words. */
    text: z.string(),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
  }),
);
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

export const staffNotificationsSchema = lazySchema(() =>
  z.object({ unread: z.number().int().min(0), items: z.array(staffNotificationSchema) }),
);

export const listStaffNotificationsContract = defineContract({
  method: 'GET',
  path: `${STAFF_API}/notifications`,
  auth: 'staff',
  service: 'staff',
  summary: "The member's notifications, the newest first (at most 20), and how many are unread. Ours.",
  response: { 200: staffNotificationsSchema, 401: errorsSchema },
});

export const readStaffNotificationsContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/notifications/read`,
  auth: 'staff',
  service: 'staff',
  summary: "Marks every one of the member's notifications read (the bell opened). Ours.",
  response: { 200: okSchema, 401: errorsSchema },
});

export const staffNotificationSettingsSchema = lazySchema(() =>
  z.object({ channel: z.enum(STAFF_NOTIFICATION_CHANNELS) }),
);
export type StaffNotificationSettings = z.infer<typeof staffNotificationSettingsSchema>;

export const getStaffNotificationSettingsContract = defineContract({
  method: 'GET',
  path: `${STAFF_API}/notification-settings`,
  auth: 'staff',
  service: 'staff',
  summary: 'How the member is told of work that waits on them: the console only, the console and e-mail, or off. Ours.',
  response: { 200: staffNotificationSettingsSchema, 401: errorsSchema },
});

export const updateStaffNotificationSettingsContract = defineContract({
  method: 'PUT',
  path: `${STAFF_API}/notification-settings`,
  auth: 'staff',
  service: 'staff',
  summary: 'The member chooses how they are told of work that waits on them. Ours.',
  body: staffNotificationSettingsSchema,
  response: { 200: staffNotificationSettingsSchema, 400: errorsSchema, 401: errorsSchema },
});
