import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { NOTIFICATION_STATUSES } from '../enums';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Wallet accounts and the notifications grouped under them (docs/product/application-area.md §2.4, §3, §7).
 * Concrete path for the placeholder (ours): {wallet service} -> /service-wallet.
 * The spec does not show the notification calls; ours: GET /service-wallet/secure/api/v3/notifications and
 * PUT /service-wallet/secure/api/v3/notifications/:uuid/read.
 */
const WALLET = '/service-wallet/secure/api/v3';

/** docs/product/application-area.md §3 Wallet account. */
export const walletAccountSchema = lazySchema(() =>
  z.object({
    account: z.object({ name: z.string(), address: z.string() }),
    authorizedWallets: z.array(z.object({ address: z.string() })),
    authorizationType: z.string(),
  }),
);
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/** docs/product/application-area.md §3 Notification. */
export const notificationSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    created: z.iso.datetime(),
    title: z.string(),
    description: z.string(),
    status: z.enum(NOTIFICATION_STATUSES),
    ctas: z.array(z.object({ title: z.string(), redirectPath: z.string() })),
    walletAddress: z.string(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const getWalletAccessContract = defineContract({
  method: 'GET',
  path: `${WALLET}/account/access`,
  auth: 'customer',
  service: 'wallet',
  summary:
    'The wallet accounts a principal may act for (docs/product/application-area.md §7). Response shape is ours: the spec does not show it.',
  querystring: lazySchema(() => z.object({ principal: text(MAX.identifier).min(1) })),
  response: {
    200: lazySchema(() => z.object({ principal: z.string(), accounts: z.array(walletAccountSchema) })),
    400: errorsSchema,
    401: errorsSchema,
  },
});

export const listWalletAccountsContract = defineContract({
  method: 'GET',
  path: `${WALLET}/account`,
  auth: 'customer',
  service: 'wallet',
  summary: "The signed-in user's wallet accounts, used to group notifications (docs/product/application-area.md §7).",
  response: { 200: lazySchema(() => z.array(walletAccountSchema)), 401: errorsSchema },
});

export const listNotificationsContract = defineContract({
  method: 'GET',
  path: `${WALLET}/notifications`,
  auth: 'customer',
  service: 'wallet',
  summary:
    "The signed-in user's notifications, newest first; the client groups them by walletAddress (docs/product/application-area.md §2.4). Path and order are ours: the spec does not show the call.",
  response: { 200: lazySchema(() => z.array(notificationSchema)), 401: errorsSchema },
});

export const markNotificationReadContract = defineContract({
  method: 'PUT',
  path: `${WALLET}/notifications/:uuid/read`,
  auth: 'customer',
  service: 'wallet',
  summary:
    'Mark one notification read; answers it (docs/product/application-area.md §4.2: how a notification becomes read is not shown, so this call is ours).',
  params: lazySchema(() => z.object({ uuid: uuidSchema })),
  response: { 200: notificationSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});
