import { sealBirthDate } from '../../platform/crypto';
import { json } from '../../platform/database/json';
import type { ServiceContext } from '../service-context';
import { readPlainApplicantBirthDates } from '../../workflow';

/**
 * Applications written before dates of birth were sealed (migration 0012) are sealed at start-up, once:
 * the plain `dob` of the applicant snapshot becomes `dobSealed`.
 */
export const sealPlainApplicantBirthDates = async ({ db, cipher, workflow }: ServiceContext): Promise<number> => {
  const rows = await readPlainApplicantBirthDates(db);
  for (const { uuid, applicant } of rows) {
    if (!applicant?.dob) continue;
    const { dob, ...rest } = applicant;
    const dobSealed = sealBirthDate(cipher, dob, 'applications', uuid, 'applicant.dob');
    await workflow.applications.sealApplicant(db, uuid, json({ ...rest, dobSealed }));
  }
  return rows.length;
};
