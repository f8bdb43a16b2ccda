import type { Db } from '../database/database';
import type { Mailer } from './mailer';
import { insertOutboxEmail } from './outbox.repo';

/** The sandbox transport: every e-mail is kept in email_outbox for the tester instead of being sent. */
export const createOutboxMailer = (db: Db, from: string, now: () => Date): Mailer => ({
  transport: 'outbox',
  send: (message) => insertOutboxEmail(db, from, message, now()),
  close: async () => {},
});
