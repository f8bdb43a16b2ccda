import type { OutboxEmail } from '@heloc/domain/contracts';
import { listOutboxEmails } from '../../platform/email';
import type { ServiceContext } from '../service-context';

/** Sandbox: the outbox, newest first. */
export const listOutbox = async (ctx: ServiceContext, to?: string): Promise<OutboxEmail[]> =>
  (await listOutboxEmails(ctx.db, { to, limit: 100 })).map((row) => ({
    uuid: row.uuid,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
  }));
