import { z } from 'zod';

/** The environment variables of outgoing e-mail, to merge into the one config schema. */
export const emailConfigSchema = z.object({
  // outbox: stored in the database for the sandbox tester (docs/sandbox.md); smtp: sent through SMTP_URL.
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' }).optional(),
  // smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  EMAIL_FROM: z.string().min(3).max(254).default('HELOC <no-reply@heloc.example>'),
});
export type EmailEnv = z.output<typeof emailConfigSchema>;

export type EmailConfig = { transport: 'outbox'; from: string } | { transport: 'smtp'; from: string; smtpUrl: string };

export type EmailConfigRead = { ok: true; config: EmailConfig } | { ok: false; problems: string[] };

/**
 * SMTP when SMTP_URL is set, else the outbox (a production server without SMTP_URL still starts; the e-mail plugin
 * warns at start-up that invitations are only stored). EMAIL_TRANSPORT=smtp without SMTP_URL is refused.
 */
export const readEmailConfig = (env: EmailEnv): EmailConfigRead => {
  const transport = env.EMAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  if (transport === 'outbox') return { ok: true, config: { transport, from: env.EMAIL_FROM } };
  if (!env.SMTP_URL) return { ok: false, problems: ['SMTP_URL: is required when EMAIL_TRANSPORT=smtp'] };
  return { ok: true, config: { transport, from: env.EMAIL_FROM, smtpUrl: env.SMTP_URL } };
};
