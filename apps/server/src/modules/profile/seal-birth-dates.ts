import type { ServiceContext } from '../service-context';
import { listPlainProfileBirthDates, replacePlainProfileBirthDate } from '../../platform/database/profiles.repo';
import { sealProfileBirthDate } from './profile-birth-date';

/**
 * Profiles written before their dates of birth were sealed (migration 0040) are sealed at start-up, once: the plain
 * `dob` becomes `dob_sealed`. A profile already holding a sealed date keeps it (a date once given is kept) and loses the
 * plain copy.
 */
export const sealPlainProfileBirthDates = async ({ db, cipher }: ServiceContext): Promise<number> => {
  const rows = await listPlainProfileBirthDates(db);
  for (const { uuid, dob, dob_sealed: sealed } of rows) {
    if (dob) await replacePlainProfileBirthDate(db, uuid, sealed ?? sealProfileBirthDate(cipher, uuid, dob));
  }
  return rows.length;
};
