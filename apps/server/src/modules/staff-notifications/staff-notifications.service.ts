import {
  DEFAULT_STAFF_NOTIFICATION_CHANNEL,
  STAFF_NOTIFICATION_CHANNELS,
  STAFF_NOTIFICATION_TEXTS,
  STAFF_NOTIFICATIONS_LISTED,
  type LenderWaitKind,
  type StaffNotificationChannel,
} from '@heloc/domain';
import type { StaffNotification, StaffNotificationSettings } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import { readApplicationRow } from '../../workflow';
import {
  countUnreadStaffNotifications,
  listStaffNotificationRows,
  markStaffNotificationsRead,
  readNotificationChannels,
  upsertNotificationChannel,
} from './staff-notifications.repo';

/** The member's notifications, the newest first, each with its file's loan number and borrower (the bell's list). */
export const listStaffNotifications = async (
  ctx: ServiceContext,
  memberUuid: string,
): Promise<{ unread: number; items: StaffNotification[] }> => {
  const [rows, unread] = await Promise.all([
    listStaffNotificationRows(ctx.db, memberUuid, STAFF_NOTIFICATIONS_LISTED),
    countUnreadStaffNotifications(ctx.db, memberUuid),
  ]);
  const items = await Promise.all(
    rows.map(async (row): Promise<StaffNotification | null> => {
      const file = await readApplicationRow(ctx.db, row.application_uuid);
      if (!file) return null;
      const kind = row.kind as LenderWaitKind;
      return {
        uuid: row.uuid,
        applicationUuid: row.application_uuid,
        loanNumber: file.loan_number,
        borrowerName:
          [file.applicant?.firstName, file.applicant?.lastName].filter(Boolean).join(' ') || 'Unknown borrower',
        orgCode: file.org_code,
        kind,
        text: STAFF_NOTIFICATION_TEXTS[kind],
        createdAt: row.created_at.toISOString(),
        read: row.read_at !== null,
      };
    }),
  );
  return { unread, items: items.filter((item) => item !== null) };
};

export const readAllStaffNotifications = async (ctx: ServiceContext, memberUuid: string): Promise<{ ok: true }> => {
  await markStaffNotificationsRead(ctx.db, memberUuid, ctx.now());
  return { ok: true };
};

export const getNotificationSettings = async (
  ctx: ServiceContext,
  memberUuid: string,
): Promise<StaffNotificationSettings> => {
  const chosen = (await readNotificationChannels(ctx.db, [memberUuid])).get(memberUuid);
  const channel = STAFF_NOTIFICATION_CHANNELS.find((c) => c === chosen) ?? DEFAULT_STAFF_NOTIFICATION_CHANNEL;
  return { channel };
};

export const setNotificationSettings = async (
  ctx: ServiceContext,
  memberUuid: string,
  channel: StaffNotificationChannel,
): Promise<StaffNotificationSettings> => {
  await upsertNotificationChannel(ctx.db, memberUuid, channel, ctx.now());
  return { channel };
};
