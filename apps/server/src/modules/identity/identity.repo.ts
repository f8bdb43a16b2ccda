import type { Kysely } from 'kysely';
import type { Database, IdentityAlias, NewIdentity } from '../../platform/database/schema';
import { json } from '../../platform/database/json';

type Executor = Kysely<Database>;

export const findIdentityByEmail = (db: Executor, orgCode: string, email: string) =>
  db
    .selectFrom('identities')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

export const findIdentityByUuid = (db: Executor, uuid: string) =>
  db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export const insertIdentity = (db: Executor, identity: NewIdentity) =>
  db.insertInto('identities').values(identity).execute();

export const updateIdentityAliases = (db: Executor, uuid: string, aliases: IdentityAlias[], now: Date) =>
  db
    .updateTable('identities')
    .set({ aliases: json(aliases), updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

export const organizationExists = async (db: Executor, orgCode: string): Promise<boolean> =>
  (await db.selectFrom('organizations').select('org_code').where('org_code', '=', orgCode).executeTakeFirst()) !==
  undefined;
