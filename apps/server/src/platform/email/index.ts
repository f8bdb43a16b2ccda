export type { EmailMessage, Mailer } from './mailer';
export { emailConfigSchema, readEmailConfig, type EmailConfig } from './email-config';
export { emailPlugin } from './email.plugin';
export { listOutboxEmails } from './outbox.repo';
