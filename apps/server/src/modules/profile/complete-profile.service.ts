import { randomUUID } from 'node:crypto';
import type { DateParts } from '../../platform/crypto';
import type { ServiceContext } from '../service-context';
import { findProfileToComplete, updateCompletedProfile } from '../../platform/database/profiles.repo';
import { sealProfileBirthDate } from './profile-birth-date';

export interface RegisteredPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  dob: DateParts;
  homeAddress: { street1: string; street2: string | null; city: string; state: string; zip: string };
}

/**
 * What registration tells about the person (docs/product/registration-and-routing.md §3 Profile): the legal name
 * and date of birth fill the profile where it has none yet (a name once given is the legal name), and the home
 * address replaces the profile's HOME address (the person may have moved since an earlier application). The date of
 * birth is stored sealed only. Runs in the caller's transaction (the application's creation); false without a profile.
 */
export const completeProfile = async (
  { db, cipher }: Pick<ServiceContext, 'db' | 'cipher'>,
  identityUuid: string,
  person: RegisteredPerson,
  now: Date,
): Promise<boolean> => {
  const row = await findProfileToComplete(db, identityUuid);
  if (!row) return false;
  const hasName = Boolean(row.first_name && row.last_name);
  // A plain date not sealed yet (a row from before migration 0040) counts as given: the start-up seals it.
  const hasDob = row.dob_sealed !== null || row.dob !== null;
  const kept = row.addresses.filter((a) => a.type !== 'HOME');
  const previousHome = row.addresses.find((a) => a.type === 'HOME');
  const home = {
    ...person.homeAddress,
    type: 'HOME',
    uuid: typeof previousHome?.uuid === 'string' ? previousHome.uuid : randomUUID(),
  };
  await updateCompletedProfile(
    db,
    identityUuid,
    {
      ...(hasName
        ? {}
        : {
            first_name: person.firstName,
            middle_name: person.middleName,
            last_name: person.lastName,
            suffix: person.suffix,
          }),
      ...(hasDob ? {} : { dob_sealed: sealProfileBirthDate(cipher, row.uuid, person.dob) }),
      addresses: [home, ...kept],
    },
    now,
  );
  return true;
};
