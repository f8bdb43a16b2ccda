export type { Mailer } from './mailer';
export { listOutboxEmails } from './outbox.repo';
