import type { NotificationCta } from '../../platform/database/schema';
import type { Mailer } from '../../platform/email';
import { personLanguageOf } from '../../platform/i18n/person-language.repo';
import type { ServiceContext } from '../service-context';
import { notificationEmailIn } from './notification-texts';
import { claimEmail, listUnsentNotifications, releaseEmail } from './notifications.repo';

/** Most e-mails one sweep sends. */
const BATCH = 50;

export interface NotificationMailer {
  mailer: Mailer;
  /** Where the e-mail's links point for an organisation (its site; PUBLIC_BASE_URL when set). */
  baseUrlOf(orgCode: string): Promise<string>;
}

/**
 * docs/product/application-area.md §2.4: every notification is repeated by e-mail (the outbox in the sandbox,
 * SMTP otherwise). Each is claimed before it is sent, so two sweeps or nodes never send it twice; one that could
 * not be sent is released for the next sweep. Answers how many went.
 */
export const sendNotificationEmails = async (ctx: ServiceContext, { mailer, baseUrlOf }: NotificationMailer) => {
  let sent = 0;
  for (const row of await listUnsentNotifications(ctx.db, BATCH)) {
    if (!(await claimEmail(ctx.db, row.uuid, ctx.now()))) continue;
    try {
      // docs/i18n.md: in the language on the person's profile, as the notification's own words are.
      const message = notificationEmailIn(
        { title: row.title, description: row.description, ctas: row.ctas as NotificationCta[] },
        await baseUrlOf(row.org_code),
        await personLanguageOf(ctx.db, row.identity_uuid),
      );
      await mailer.send({ orgCode: row.org_code, to: row.email_to, kind: `NOTIFICATION_${row.kind}`, ...message });
      sent += 1;
    } catch (error) {
      await releaseEmail(ctx.db, row.uuid);
      throw error;
    }
  }
  return sent;
};
