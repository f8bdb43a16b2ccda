import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@heloc/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/**
 * docs/i18n.md: the language the server writes in for a person when no request says it (e-mails, notifications,
 * documents made in the background): the one on their profile; English until they choose.
 */
export const personLanguageOf = async (db: Kysely<Database>, identityUuid: string): Promise<Language> => {
  const row = await db
    .selectFrom('profiles')
    .select('language')
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
};
