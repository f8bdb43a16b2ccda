import { randomUUID } from 'node:crypto';
import type { Db } from '../database/database';
import type { EmailOutboxRow } from '../database/schema';
import type { EmailMessage } from './mailer';

/** Kysely queries of the sandbox e-mail outbox; no decisions here. */

export const insertOutboxEmail = async (db: Db, from: string, message: EmailMessage, now: Date) => {
  await db
    .insertInto('email_outbox')
    .values({
      uuid: randomUUID(),
      org_code: message.orgCode,
      to_address: message.to.toLowerCase(),
      from_address: message.from ?? from,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      kind: message.kind,
      created_at: now,
    })
    .execute();
};

/** The newest e-mails first, optionally to one address. */
export const listOutboxEmails = (
  db: Db,
  { to, limit }: { to?: string | undefined; limit: number },
): Promise<EmailOutboxRow[]> => {
  let query = db.selectFrom('email_outbox').selectAll().orderBy('created_at', 'desc').orderBy('uuid').limit(limit);
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.execute();
};

/** How many e-mails the outbox holds (the operator's gauge, read at scrape time). */
export const countOutboxEmails = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('emails'))
    .executeTakeFirstOrThrow();
  return Number(row.emails);
};
