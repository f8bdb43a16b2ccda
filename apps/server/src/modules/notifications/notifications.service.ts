import type { Notification, WalletAccount } from '@heloc/domain/contracts';
import type { NotificationCta } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { readApplicationPeople, readApplicationsOfPerson } from '../../workflow';
import { findIdentityByUuid } from '../identity';
import type { ServiceContext } from '../service-context';
import { listNotificationsOf, markNotificationRead } from './notifications.repo';
import { recordBorrowerEvents } from './record-notifications.service';
import { walletAccountOf } from './wallet-accounts';

/** Most notifications the list answers (the menu shows at most 3, or 8 unread, of them). */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

type NotificationRow = Awaited<ReturnType<typeof listNotificationsOf>>[number];

const notificationOf = (row: NotificationRow): Notification => ({
  uuid: row.uuid,
  created: row.created_at.toISOString(),
  title: row.title,
  description: row.description,
  status: row.status === 'READ' ? 'READ' : 'UNREAD',
  ctas: row.ctas as NotificationCta[],
  walletAddress: row.wallet_address,
});

/** docs/product/application-area.md §7: the caller's wallet accounts, one per application they take part in. */
export const listWalletAccounts = async (ctx: ServiceContext, identityUuid: string): Promise<WalletAccount[]> => {
  const applications = await readApplicationsOfPerson(ctx.db, identityUuid);
  const accounts: WalletAccount[] = [];
  for (const application of applications) {
    accounts.push(walletAccountOf(application, await readApplicationPeople(ctx.db, application.uuid), identityUuid));
  }
  return accounts;
};

/**
 * The accounts a principal may act for. A caller asks for themselves (by identity uuid or e-mail); anyone else's
 * accounts are not theirs to see, so the answer for another principal is empty rather than a hint that it exists.
 */
export const walletAccess = async (ctx: ServiceContext, identityUuid: string, principal: string) => {
  const identity = await findIdentityByUuid(ctx.db, identityUuid);
  const isSelf =
    principal.toLowerCase() === identityUuid.toLowerCase() ||
    (identity !== undefined && principal.trim().toLowerCase() === identity.email.toLowerCase());
  return { principal, accounts: isSelf ? await listWalletAccounts(ctx, identityUuid) : [] };
};

/** The caller's notifications, newest first, after recording the events of their applications not told yet. */
export const listNotifications = async (ctx: ServiceContext, identityUuid: string): Promise<Notification[]> => {
  const applications = await readApplicationsOfPerson(ctx.db, identityUuid);
  await recordBorrowerEvents(ctx, { applicationUuids: applications.map((a) => a.uuid) });
  return (await listNotificationsOf(ctx.db, identityUuid, NOTIFICATION_LIST_LIMIT)).map(notificationOf);
};

/** docs/product/application-area.md §4.2: opened, a notification is read (again: no change). Another's is not found. */
export const readNotification = async (ctx: ServiceContext, identityUuid: string, uuid: string) => {
  const row = await markNotificationRead(ctx.db, identityUuid, uuid, ctx.now());
  if (!row) throw new AppError('not_found', NOTIFICATION_NOT_FOUND);
  return notificationOf(row);
};
