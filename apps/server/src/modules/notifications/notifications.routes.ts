import {
  getWalletAccessContract,
  listNotificationsContract,
  listWalletAccountsContract,
  markNotificationReadContract,
} from '@heloc/domain/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { isDatabaseUnavailable } from '../../platform/database/unavailable';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { listNotifications, listWalletAccounts, readNotification, walletAccess } from './notifications.service';
import { recordBorrowerEvents } from './record-notifications.service';
import { type NotificationMailer, sendNotificationEmails } from './send-notification-emails.service';

/** How far back a sweep looks for events nobody polled for (a person who polls is told of everything of theirs). */
export const SWEEP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** The slowest the sweep runs: an e-mail within a quarter minute is prompt, and reading a day's events each second is not needed. */
export const NOTIFICATION_SWEEP_MIN_MS = 15_000;

/** Where the e-mails' links point: PUBLIC_BASE_URL when set, else the organisation's own site. */
export const notificationMailerOf = (app: FastifyInstance): NotificationMailer => ({
  mailer: app.mailer,
  async baseUrlOf(orgCode) {
    if (app.config.publicBaseUrl) return app.config.publicBaseUrl;
    return (await app.orgDirectory()).byCode.get(orgCode.toLowerCase())?.baseUrl ?? '';
  },
});

/**
 * One sweep: the events of the last day nobody was told of yet become notifications, and every notification whose
 * e-mail has not gone is sent (docs/product/application-area.md §2.4).
 */
export const sweepNotifications = async (app: FastifyInstance) => {
  const ctx = contextOf(app);
  await recordBorrowerEvents(ctx, { since: new Date(ctx.now().getTime() - SWEEP_LOOKBACK_MS) });
  await sendNotificationEmails(ctx, notificationMailerOf(app));
};

/** The wallet service's calls (docs/product/application-area.md §2.4, §3, §7). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  const mailer = notificationMailerOf(app);
  const sendOnce = () =>
    sendNotificationEmails(ctx, mailer).catch((err: unknown) =>
      isDatabaseUnavailable(err)
        ? app.log.warn('notification e-mails: database unavailable')
        : app.log.error({ err }, 'notification e-mails failed'),
    );
  // One send at a time per node: a poll during a send asks for one more after it, which e-mails whatever that poll
  // recorded (a hundred polls at once read the outbox twice, not a hundred times).
  let sending: Promise<void> | null = null;
  let sendAgain = false;
  const sendInBackground = () => {
    if (sending) {
      sendAgain = true;
      return;
    }
    sending = (async () => {
      do {
        sendAgain = false;
        await sendOnce();
      } while (sendAgain);
    })().finally(() => {
      sending = null;
    });
  };

  contractRoute(app, getWalletAccessContract, async (request) =>
    walletAccess(ctx, requireAuth(request).identityUuid, request.query.principal),
  );
  contractRoute(app, listWalletAccountsContract, async (request) =>
    listWalletAccounts(ctx, requireAuth(request).identityUuid),
  );
  // Kept per node while nothing it read changes: a poll that finds its answer in memory has nothing new to record.
  contractRoute(
    app,
    listNotificationsContract,
    async (request) => {
      const notifications = await listNotifications(ctx, requireAuth(request).identityUuid);
      // What this poll recorded is e-mailed at once rather than at the next sweep.
      sendInBackground();
      return notifications;
    },
    { remembered: true },
  );
  contractRoute(app, markNotificationReadContract, async (request) =>
    readNotification(ctx, requireAuth(request).identityUuid, request.params.uuid),
  );

  // The sweep tells people who are not polling (away from the app) by e-mail, on the engine's sweep setting (off with
  // it, and in tests, which sweep by hand) but at most every NOTIFICATION_SWEEP_MIN_MS.
  const sweepMs = app.config.nodeEnv === 'test' ? 0 : app.config.sweepIntervalMs;
  const intervalMs = sweepMs > 0 ? Math.max(sweepMs, NOTIFICATION_SWEEP_MIN_MS) : 0;
  if (intervalMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let inFlight: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (inFlight) return;
        inFlight = sweepNotifications(app)
          .catch((err: unknown) =>
            isDatabaseUnavailable(err)
              ? app.log.warn('sweeping notifications: database unavailable')
              : app.log.error({ err }, 'sweeping notifications failed'),
          )
          .finally(() => {
            inFlight = null;
          });
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await inFlight;
    });
  }
};
