import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import { isParticipant, listParticipantRoles } from '../../platform/database/participants.repo';

/*
 * The events a borrower is told of (docs/product/application-area.md §2.4), read from the engine's own records:
 * a condition raised (conditions), the closing documents ready to sign and the end of the right to cancel
 * (status_history), an additional signer's signature (additional_signers), the first draw sent (funding_transfers).
 * Each event has a key that names it for good, so whoever reads it (the notifications module) records it once.
 * Queries only; no decisions here.
 */

interface EventBase {
  /** Names the event for good: 'condition:<uuid>', 'status:<history id>', 'signer-signed:<uuid>', 'funds:<key>'. */
  key: string;
  applicationUuid: string;
  /** The application's primary borrower. */
  identityUuid: string;
  orgCode: string;
  at: Date;
}

export type BorrowerEvent = EventBase &
  (
    | {
        kind: 'CONDITION_RAISED';
        /** The lender's words to the borrower, if any. */
        request: string | null;
        categoryEnum: string;
        actionNeeded: string | null;
        requestDocuments: string[];
      }
    | { kind: 'DOCUMENTS_READY' }
    | { kind: 'RESCISSION_ENDED' }
    | { kind: 'SIGNER_SIGNED'; signerName: string | null; signerIdentityUuid: string | null }
    | { kind: 'FUNDS_SENT'; amountDollars: number; accountLast4: string }
  );

export interface BorrowerEventFilter {
  /** Only these applications' events. */
  applicationUuids?: readonly string[];
  /** Only events at or after this instant. */
  since?: Date;
}

/** Every event of the filter, oldest first. An empty list of applications answers none. */
export const listBorrowerEvents = async (db: Db, filter: BorrowerEventFilter): Promise<BorrowerEvent[]> => {
  const { applicationUuids, since } = filter;
  if (applicationUuids && applicationUuids.length === 0) return [];
  const apps = applicationUuids ? [...applicationUuids] : undefined;

  let conditions = db
    .selectFrom('conditions as c')
    .innerJoin('applications as a', 'a.uuid', 'c.application_uuid')
    .select([
      'c.uuid',
      'c.application_uuid',
      'c.created_at',
      'c.comments_to_borrower',
      'c.action_needed',
      'c.category_enum',
      'c.request_documents',
      'a.identity_uuid',
      'a.org_code',
    ]);
  if (apps) conditions = conditions.where('c.application_uuid', 'in', apps);
  if (since) conditions = conditions.where('c.created_at', '>=', since);

  let statuses = db
    .selectFrom('status_history as h')
    .innerJoin('applications as a', 'a.uuid', 'h.application_uuid')
    .select([
      'h.id',
      'h.application_uuid',
      'h.created_at',
      'h.from_value',
      'h.to_value',
      'a.identity_uuid',
      'a.org_code',
    ])
    .where('h.field', '=', 'checklistStatus')
    .where((eb) =>
      eb.or([
        eb('h.to_value', '=', 'NOTE_SIGNING'),
        eb.and([eb('h.from_value', '=', 'RESCISSION'), eb('h.to_value', '=', 'RECORDING')]),
      ]),
    );
  if (apps) statuses = statuses.where('h.application_uuid', 'in', apps);
  if (since) statuses = statuses.where('h.created_at', '>=', since);

  let signers = db
    .selectFrom('additional_signers as s')
    .innerJoin('applications as a', 'a.uuid', 's.application_uuid')
    .select([
      's.uuid',
      's.application_uuid',
      's.signed_at',
      's.first_name',
      's.last_name',
      's.identity_uuid as signer_identity_uuid',
      'a.identity_uuid',
      'a.org_code',
    ])
    .where('s.signed_at', 'is not', null);
  if (apps) signers = signers.where('s.application_uuid', 'in', apps);
  if (since) signers = signers.where('s.signed_at', '>=', since);

  let transfers = db
    .selectFrom('funding_transfers as f')
    .innerJoin('applications as a', 'a.uuid', 'f.application_uuid')
    .select([
      'f.idempotency_key',
      'f.application_uuid',
      'f.created_at',
      'f.amount_dollars',
      'f.account_last4',
      'a.identity_uuid',
      'a.org_code',
    ])
    .where('f.status', '=', 'SENT');
  if (apps) transfers = transfers.where('f.application_uuid', 'in', apps);
  if (since) transfers = transfers.where('f.created_at', '>=', since);

  const [c, h, s, f] = await Promise.all([
    conditions.execute(),
    statuses.execute(),
    signers.execute(),
    transfers.execute(),
  ]);
  const base = (row: { application_uuid: string; identity_uuid: string; org_code: string }) => ({
    applicationUuid: row.application_uuid,
    identityUuid: row.identity_uuid,
    orgCode: row.org_code,
  });
  const events: BorrowerEvent[] = [
    ...c.map((row): BorrowerEvent => ({
      ...base(row),
      kind: 'CONDITION_RAISED',
      key: `condition:${row.uuid}`,
      at: row.created_at,
      request: row.comments_to_borrower,
      categoryEnum: row.category_enum,
      actionNeeded: row.action_needed,
      requestDocuments: [...(row.request_documents ?? [])],
    })),
    ...h.map((row): BorrowerEvent => ({
      ...base(row),
      kind: row.to_value === 'NOTE_SIGNING' ? 'DOCUMENTS_READY' : 'RESCISSION_ENDED',
      key: `status:${row.id}`,
      at: row.created_at,
    })),
    ...s.map((row): BorrowerEvent => ({
      ...base(row),
      kind: 'SIGNER_SIGNED',
      key: `signer-signed:${row.uuid}`,
      at: row.signed_at as Date,
      signerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
      signerIdentityUuid: row.signer_identity_uuid,
    })),
    ...f.map((row): BorrowerEvent => ({
      ...base(row),
      kind: 'FUNDS_SENT',
      key: `funds:${row.idempotency_key}`,
      at: row.created_at,
      amountDollars: Number(row.amount_dollars),
      accountLast4: row.account_last4,
    })),
  ];
  return events.sort((x, y) => x.at.getTime() - y.at.getTime() || x.key.localeCompare(y.key));
};

/** The applications a person takes part in (as the primary borrower or a participant), newest first. */
export const listApplicationsOfParticipant = (db: Db, identityUuid: string) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'identity_uuid', 'org_code', 'loan_number', 'property_street1', 'created_at'])
    .where((eb) =>
      eb.or([
        eb('applications.identity_uuid', '=', identityUuid),
        isParticipant(identityUuid)(eb),
        eb.exists(
          eb
            .selectFrom('additional_signers as s')
            .select(sql<number>`1`.as('one'))
            .whereRef('s.application_uuid', '=', 'applications.uuid')
            .where('s.identity_uuid', '=', identityUuid),
        ),
      ]),
    )
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.uuid')
    .execute();

/** Everyone who takes part in an application, with their role there (the primary borrower is PRIMARY). */
export const listApplicationPeople = async (db: Db, applicationUuid: string) => {
  const app = await db
    .selectFrom('applications')
    .select(['identity_uuid'])
    .where('uuid', '=', applicationUuid)
    .executeTakeFirst();
  if (!app) return [];
  const participants = await listParticipantRoles(db, applicationUuid);
  const signers = await db
    .selectFrom('additional_signers')
    .select(['identity_uuid'])
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', 'is not', null)
    .execute();
  const people = new Map<string, string>([[app.identity_uuid, 'PRIMARY']]);
  for (const p of participants) if (!people.has(p.identity_uuid)) people.set(p.identity_uuid, p.role);
  for (const s of signers) if (s.identity_uuid && !people.has(s.identity_uuid)) people.set(s.identity_uuid, 'SIGNER');
  return [...people].map(([identityUuid, role]) => ({ identityUuid, role }));
};
