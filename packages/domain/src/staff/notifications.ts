import type { LenderWaitKind } from './wait-targets';

/*
 * Staff notifications (docs/product/operations-console.md §12): a file assigned to a member, or unassigned and of a
 * kind their roles take (LENDER_WAIT_TARGETS), began to wait on them: a borrower answered a condition, or the file
 * reached a review or hold only staff decide (a signature that ends in such a status, a review falling due). Each member
 * chooses how they are told.
 */

export const STAFF_NOTIFICATION_CHANNELS = ['CONSOLE', 'CONSOLE_AND_EMAIL', 'OFF'] as const;
export type StaffNotificationChannel = (typeof STAFF_NOTIFICATION_CHANNELS)[number];

/** A member who has not chosen is told in the console and by e-mail: work that waits should find them. */
export const DEFAULT_STAFF_NOTIFICATION_CHANNEL: StaffNotificationChannel = 'CONSOLE_AND_EMAIL';

export const STAFF_NOTIFICATION_CHANNEL_LABELS: Readonly<Record<StaffNotificationChannel, string>> = {
  CONSOLE: 'In the console only',
  CONSOLE_AND_EMAIL: 'In the console and by e-mail',
  OFF: 'Off',
};

/** What a notification says happened, per kind of wait. */
export const STAFF_NOTIFICATION_TEXTS: Readonly<Record<LenderWaitKind, string>> = {
  ANSWER_TO_REVIEW: 'The borrower answered a condition: the answer waits for your review',
  REVIEW_DECISION: 'A review or hold waits for your decision',
};

/** How many notifications the bell lists, newest first. */
export const STAFF_NOTIFICATIONS_LISTED = 20;
