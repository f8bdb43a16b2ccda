/** The borrowers' notifications (migration 0032, docs/product/application-area.md §2.4, §3). */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Json } from './columns';

export interface NotificationCta {
  title: string;
  redirectPath: string;
}

export interface NotificationsTable {
  uuid: string;
  /** The person told. */
  identity_uuid: string;
  /** The application the event belongs to (its wallet account groups the notification). */
  application_uuid: string;
  org_code: string;
  /** What happened, e.g. 'condition:<uuid>': unique per recipient, so an event notifies once. */
  event_key: string;
  /** CONDITION_RAISED, DOCUMENTS_READY, SIGNER_SIGNED, RESCISSION_ENDED, FUNDS_SENT or CHAT_REPLY. */
  kind: string;
  title: string;
  description: string;
  ctas: Json<NotificationCta[]>;
  wallet_address: string;
  /** UNREAD or READ. */
  status: ColumnType<string, string | undefined, string>;
  /** Where its e-mail goes (the recipient's address when it was recorded). */
  email_to: string;
  /** Null until its e-mail has gone out. */
  emailed_at: Date | null;
  read_at: Date | null;
  created_at: CreatedAt;
}
