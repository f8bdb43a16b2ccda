import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { json } from '../../platform/database/json';
import type { Database } from '../../platform/database/schema';

type Executor = Kysely<Database>;

export const insertProfile = (
  db: Executor,
  { identityUuid, email, phoneNumber, now }: { identityUuid: string; email: string; phoneNumber: string; now: Date },
) =>
  db
    .insertInto('profiles')
    .values({
      uuid: randomUUID(),
      identity_uuid: identityUuid,
      email,
      dob: json(null),
      phone_numbers: json([{ type: 'MOBILE', number: phoneNumber }]),
      addresses: json([]),
      type: 'BORROWER',
      created_at: now,
      updated_at: now,
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
