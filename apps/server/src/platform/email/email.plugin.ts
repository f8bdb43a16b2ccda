import fp from 'fastify-plugin';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { countOutboxEmails } from './outbox.repo';
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
    const transport =
      email.transport === 'smtp'
        ? createSmtpMailer(email.smtpUrl, email.from)
        : createOutboxMailer(app.db, email.from, app.clock);
    if (transport.transport === 'outbox' && app.config.nodeEnv === 'production') {
      app.log.warn('EMAIL_TRANSPORT is outbox: e-mails (signer invitations) are stored, not sent; set SMTP_URL');
    }
    // Counted for the operator (docs/operations.md "Metrics and alerts"): each e-mail sent or failed, and the outbox.
    const mailer: Mailer = {
      transport: transport.transport,
      async send(message) {
        try {
          await transport.send(message);
        } catch (error) {
          app.metrics.emailSent(transport.transport, false);
          throw error;
        }
        app.metrics.emailSent(transport.transport, true);
      },
      close: () => transport.close(),
    };
    app.metrics.readOutbox(() => countOutboxEmails(app.db));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'email', dependencies: ['config', 'db', 'metrics'] },
);
