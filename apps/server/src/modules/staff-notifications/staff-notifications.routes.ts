import {
  getStaffNotificationSettingsContract,
  listStaffNotificationsContract,
  readStaffNotificationsContract,
  updateStaffNotificationSettingsContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { startStaffNotifier } from './staff-notifier';
import {
  getNotificationSettings,
  listStaffNotifications,
  readAllStaffNotifications,
  setNotificationSettings,
} from './staff-notifications.service';

/** Staff notifications (docs/product/operations-console.md §12): the bell's list, its settings, and the notifier. */
export const staffNotificationsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  const stop = startStaffNotifier(
    ctx,
    {
      mailer: app.mailer,
      defaultFrom: app.config.email.from,
      // The e-mails come in the organisation's name, from its address, like the invitations.
      orgOf: async (orgCode) => {
        const org = (await app.orgDirectory()).byCode.get(orgCode.toLowerCase());
        return (
          org && {
            displayName: org.orgMetaData.companyName,
            email: org.orgMetaData.supportEmail || undefined,
            baseUrl: org.baseUrl,
          }
        );
      },
    },
    app.log,
  );
  app.addHook('onClose', stop);

  contractRoute(app, listStaffNotificationsContract, async (request) =>
    listStaffNotifications(ctx, requireStaff(request).memberUuid),
  );
  contractRoute(app, readStaffNotificationsContract, async (request) =>
    readAllStaffNotifications(ctx, requireStaff(request).memberUuid),
  );
  contractRoute(app, getStaffNotificationSettingsContract, async (request) =>
    getNotificationSettings(ctx, requireStaff(request).memberUuid),
  );
  contractRoute(app, updateStaffNotificationSettingsContract, async (request) =>
    setNotificationSettings(ctx, requireStaff(request).memberUuid, request.body.channel),
  );
};
