import { randomUUID } from 'node:crypto';
import type { Language } from '@heloc/domain';
import { type Kysely, sql } from 'kysely';
import { json } from './json';
import type { Database } from './schema';

type Executor = Kysely<Database>;

/*
 * People's profiles: their name, language, date of birth and contact details. The platform's, as every layer reads
 * them: the engine writes a document in the applicant's language with the signers' names, an e-mail goes out in the
 * person's language (platform/i18n/person-language.repo.ts). The profile module manages them through these queries.
 */

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

/** docs/product/registration-and-routing.md §3: the experiment profile the person is bucketed under, kept on the profile. */
export const updateProfileOptimizelyUuid = (db: Executor, identityUuid: string, optimizelyUuid: string, now: Date) =>
  db
    .updateTable('profiles')
    .set({ optimizely_profile_uuid: optimizelyUuid, updated_at: now })
    .where('identity_uuid', '=', identityUuid)
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

/** The profile registration completes, locked for the rest of the caller's transaction. */
export const findProfileToComplete = (db: Executor, identityUuid: string) =>
  db
    .selectFrom('profiles')
    .select(['uuid', 'first_name', 'last_name', 'dob', 'dob_sealed', 'addresses'])
    .where('identity_uuid', '=', identityUuid)
    .forUpdate()
    .executeTakeFirst();

export const updateCompletedProfile = (
  db: Executor,
  identityUuid: string,
  values: {
    first_name?: string;
    middle_name?: string | null;
    last_name?: string;
    suffix?: string | null;
    dob_sealed?: string;
    addresses: Record<string, unknown>[];
  },
  now: Date,
) =>
  db
    .updateTable('profiles')
    .set({ ...values, addresses: json(values.addresses), updated_at: now })
    .where('identity_uuid', '=', identityUuid)
    .execute();

/** Profiles that still hold a plain date of birth (written before migration 0040); jsonb null is no date. */
export const listPlainProfileBirthDates = (db: Executor) =>
  db
    .selectFrom('profiles')
    .select(['uuid', 'dob', 'dob_sealed'])
    .where(sql<boolean>`jsonb_typeof(dob) = 'object'`)
    .execute();

export const replacePlainProfileBirthDate = async (db: Executor, uuid: string, sealed: string) => {
  await db
    .updateTable('profiles')
    .set({ dob_sealed: sealed, dob: json(null) })
    .where('uuid', '=', uuid)
    .execute();
};

/** The names on these people's profiles (a person who gave none has nulls; one without a profile is left out). */
export const listProfileNames = (db: Executor, identityUuids: readonly string[]) =>
  identityUuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('profiles')
        .select(['identity_uuid', 'first_name', 'last_name'])
        .where('identity_uuid', 'in', identityUuids)
        .execute();
