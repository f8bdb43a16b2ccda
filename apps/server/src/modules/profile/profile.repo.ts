import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { json } from '../../platform/database/json';
import type { Database } from '../../platform/database/schema';

type Executor = Kysely<Database>;

/**
 * A new person's profile: a BORROWER at registration (no name yet), or a CO_DEEDER joining as an additional signer
 * with the name the applicant gave.
 */
export const insertProfile = (
  db: Executor,
  p: {
    identityUuid: string;
    email: string;
    phoneNumber: string;
    now: Date;
    type?: 'BORROWER' | 'CO_DEEDER';
    firstName?: string | null;
    lastName?: string | null;
  },
) =>
  db
    .insertInto('profiles')
    .values({
      uuid: randomUUID(),
      identity_uuid: p.identityUuid,
      email: p.email,
      ...(p.firstName !== undefined ? { first_name: p.firstName } : {}),
      ...(p.lastName !== undefined ? { last_name: p.lastName } : {}),
      dob: json(null),
      phone_numbers: json([{ type: 'MOBILE', number: p.phoneNumber }]),
      addresses: json([]),
      type: p.type ?? 'BORROWER',
      created_at: p.now,
      updated_at: p.now,
    })
    .execute();

export const findProfileByIdentity = (db: Executor, identityUuid: string) =>
  db.selectFrom('profiles').selectAll().where('identity_uuid', '=', identityUuid).executeTakeFirst();

export const updateProfileName = (
  db: Executor,
  identityUuid: string,
  name: { first_name: string; middle_name: string | null; last_name: string; suffix: string | null },
  now: Date,
) =>
  db
    .updateTable('profiles')
    .set({ ...name, updated_at: now })
    .where('identity_uuid', '=', identityUuid)
    .execute();
