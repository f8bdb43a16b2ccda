import fp from 'fastify-plugin';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail: SMTP, or the sandbox outbox table. */
    mailer: Mailer;
  }
}

export const emailPlugin = fp(
  async (app) => {
    const { email } = app.config;
    const mailer =
      email.transport === 'smtp'
        ? createSmtpMailer(email.smtpUrl, email.from)
        : createOutboxMailer(app.db, email.from, app.clock);
    if (mailer.transport === 'outbox' && app.config.nodeEnv === 'production') {
      app.log.warn('EMAIL_TRANSPORT is outbox: e-mails (signer invitations) are stored, not sent; set SMTP_URL');
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'email', dependencies: ['config', 'db'] },
);
