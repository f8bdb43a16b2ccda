import { randomUUID } from 'node:crypto';
import type { Language } from '@heloc/domain';
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

/** docs/i18n.md: the language the person chose; the same language twice changes nothing. */
export const updateProfileLanguage = (db: Executor, identityUuid: string, language: Language, now: Date) =>
  db
    .updateTable('profiles')
    .set({ language, updated_at: now })
    .where('identity_uuid', '=', identityUuid)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .executeTakeFirst();

/**
 * docs/i18n.md: the language the registration request asked for, kept where the person has none yet (a choice
 * once made is theirs).
 */
export const rememberProfileLanguage = (db: Executor, identityUuid: string, language: Language, now: Date) =>
  db
    .updateTable('profiles')
    .set({ language, updated_at: now })
    .where('identity_uuid', '=', identityUuid)
    .where('language', 'is', null)
    .execute();

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

/**
 * What registration tells about the person (docs/product/registration-and-routing.md §3 Profile): the legal name
 * and date of birth fill the profile where it has none yet (a name once given is the legal name), and the home
 * address replaces the profile's HOME address (the person may have moved since an earlier application).
 */
export const completeProfile = async (
  db: Executor,
  identityUuid: string,
  person: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    suffix: string | null;
    dob: { day: number; month: number; year: number };
    homeAddress: { street1: string; street2: string | null; city: string; state: string; zip: string };
  },
  now: Date,
) => {
  const row = await db
    .selectFrom('profiles')
    .select(['first_name', 'last_name', 'dob', 'addresses'])
    .where('identity_uuid', '=', identityUuid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const hasName = Boolean(row.first_name && row.last_name);
  const kept = row.addresses.filter((a) => a.type !== 'HOME');
  const previousHome = row.addresses.find((a) => a.type === 'HOME');
  const home = {
    ...person.homeAddress,
    type: 'HOME',
    uuid: typeof previousHome?.uuid === 'string' ? previousHome.uuid : randomUUID(),
  };
  await db
    .updateTable('profiles')
    .set({
      ...(hasName
        ? {}
        : {
            first_name: person.firstName,
            middle_name: person.middleName,
            last_name: person.lastName,
            suffix: person.suffix,
          }),
      ...(row.dob ? {} : { dob: json(person.dob) }),
      addresses: json([home, ...kept]),
      updated_at: now,
    })
    .where('identity_uuid', '=', identityUuid)
    .execute();
  return true;
};
