import { isLanguage, PROFILE_FETCH_FAILED_MESSAGE } from '@heloc/domain';
import type { Profile, PutProfileLanguageBody, PutProfileNameBody } from '@heloc/domain/contracts';
import { inTransaction, type ServiceContext } from '../service-context';
import type { FieldCipher } from '../../platform/crypto';
import type { ProfileRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { findProfileByIdentity, updateProfileLanguage, updateProfileName } from '../../platform/database/profiles.repo';
import { openProfileBirthDate } from './profile-birth-date';

// docs/product/application-area.md §8: the client's wording when the profile cannot be fetched.
const PROFILE_NOT_FOUND = PROFILE_FETCH_FAILED_MESSAGE;

// The answer carries the date of birth as before, opened from its sealed copy (a plain one only until the start-up
// seals it).
const toProfile = (row: ProfileRow, cipher: FieldCipher): Profile => ({
  uuid: row.uuid,
  email: row.email,
  name: { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, suffix: row.suffix },
  dob: row.dob_sealed ? openProfileBirthDate(cipher, row.uuid, row.dob_sealed) : row.dob,
  phoneNumbers: row.phone_numbers,
  addresses: row.addresses as Profile['addresses'],
  type: row.type,
  optimizelyProfileUuid: row.optimizely_profile_uuid,
  language: isLanguage(row.language) ? row.language : null,
});

export const getProfile = async ({ db, cipher }: ServiceContext, identityUuid: string): Promise<Profile> => {
  const row = await findProfileByIdentity(db, identityUuid);
  if (!row) throw new AppError('not_found', PROFILE_NOT_FOUND);
  return toProfile(row, cipher);
};

/** docs/product/registration-and-routing.md §7: save the legal name. 'N/A' and blank both mean "no suffix" (docs/product/registration-and-routing.md §3, docs/product/widgets-and-calculations.md §3) and are stored as null. */
export const saveProfileName = async (
  ctx: ServiceContext,
  identityUuid: string,
  body: PutProfileNameBody,
): Promise<Profile> =>
  inTransaction(ctx, async ({ db: trx, now, cipher }) => {
    const suffix = body.suffix && body.suffix !== 'N/A' ? body.suffix : null;
    await updateProfileName(
      trx,
      identityUuid,
      { first_name: body.firstName, middle_name: body.middleName || null, last_name: body.lastName, suffix },
      now(),
    );
    const row = await findProfileByIdentity(trx, identityUuid);
    if (!row) throw new AppError('not_found', PROFILE_NOT_FOUND);
    return toProfile(row, cipher);
  });

/** docs/i18n.md: remember the language the person reads in; saying it again changes nothing. */
export const saveProfileLanguage = async (
  { db, now }: ServiceContext,
  identityUuid: string,
  body: PutProfileLanguageBody,
): Promise<PutProfileLanguageBody> => {
  const row = await findProfileByIdentity(db, identityUuid);
  if (!row) throw new AppError('not_found', PROFILE_NOT_FOUND);
  await updateProfileLanguage(db, identityUuid, body.language, now());
  return { language: body.language };
};
