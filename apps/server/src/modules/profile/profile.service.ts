import type { ConsentType } from '@heloc/domain';
import type { Profile, PutProfileNameBody } from '@heloc/domain/contracts';
import type { Db } from '../../db/database';
import type { ProfileRow } from '../../db/types';
import { AppError } from '../../lib/errors';
import { findProfileByIdentity, updateProfileName } from './profile.repo';

// spec 02 §8: the client's wording when the profile cannot be fetched.
const PROFILE_NOT_FOUND = 'Failed to fetch profile details.';

const toProfile = (row: ProfileRow): Profile => ({
  uuid: row.uuid,
  email: row.email,
  name: { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, suffix: row.suffix },
  dob: row.dob,
  phoneNumbers: row.phone_numbers,
  addresses: row.addresses as Profile['addresses'],
  type: row.type,
  optimizelyProfileUuid: row.optimizely_profile_uuid,
});

export const getProfile = async (db: Db, identityUuid: string): Promise<Profile> => {
  const row = await findProfileByIdentity(db, identityUuid);
  if (!row) throw new AppError('not_found', PROFILE_NOT_FOUND);
  return toProfile(row);
};

/** spec 01 §7: save the legal name. 'N/A' and blank both mean "no suffix" (spec 01 §3, 03 §3) and are stored as null. */
export const saveProfileName = async (
  db: Db,
  identityUuid: string,
  body: PutProfileNameBody,
  now: Date,
): Promise<Profile> =>
  db.transaction().execute(async (trx) => {
    const suffix = body.suffix && body.suffix !== 'N/A' ? body.suffix : null;
    await updateProfileName(
      trx,
      identityUuid,
      { first_name: body.firstName, middle_name: body.middleName || null, last_name: body.lastName, suffix },
      now,
    );
    const row = await findProfileByIdentity(trx, identityUuid);
    if (!row) throw new AppError('not_found', PROFILE_NOT_FOUND);
    return toProfile(row);
  });

/** spec 01 §3: the consent types, each at its current document version (versions are ours). */
export const CONSENT_TYPE_VERSIONS: { type: ConsentType; version: string }[] = [
  { type: 'PRIVACY', version: '2025-01' },
  { type: 'TERMS', version: '2025-01' },
  { type: 'COMMUNICATIONS', version: '2025-01' },
  { type: 'SOFT_CREDIT', version: '2025-01' },
  { type: 'SMS', version: '2025-01' },
  { type: 'SMS_TRANSACTIONAL', version: '2025-01' },
];
