import type { IdType } from '@heloc/domain';
import type { IdentityCheckAnswer, IdentityVerificationProvider } from '../identity-verification';
import { personaForLastName } from './personas';

/*
 * The sandbox identity provider (docs/sandbox.md): the persona of the applicant's last name decides the outcome.
 * Retry rule: a persona whose ID fails (Idfail) fails the FIRST attempt only, so a tester can see the failure and then
 * continue by sending a new photo; a persona under review (Idreview) stays under review on every attempt.
 */

const FAILURE_REASON =
  'We could not read your ID: the photo was blurry or part of the ID was cut off. Take a new photo of the whole ID ' +
  'in good light, without glare, and send it again.';
const REVIEW_REASON =
  'Your ID needs a second look by one of our identity specialists. They review it within one business day.';

// A made-up ID number in a shape that suits the document, derived from the photo so the same photo reads the same.
const PREFIX: Record<IdType, string> = {
  DRIVERS_LICENSE: 'D',
  PASSPORT: 'P',
  STATE_ID_CARD: 'S',
  PERMANENT_RESIDENT_CARD: 'USC',
};
const idNumberOf = (idType: IdType, sha256: string): string =>
  `${PREFIX[idType]}${(BigInt(`0x${sha256.slice(0, 15)}`) % 100_000_000n).toString().padStart(8, '0')}`;

export const sandboxIdentityVerification: IdentityVerificationProvider = {
  async verify({ applicant, idType, images, attempt }): Promise<IdentityCheckAnswer> {
    const { identityCheck } = personaForLastName(applicant.lastName);
    const front = images.find((image) => image.side === 'FRONT') ?? images[0];
    const idNumber = front ? idNumberOf(idType, front.sha256) : null;
    if (identityCheck === 'FAILED_VERIFICATION' && attempt === 1) {
      return { outcome: 'FAILED_VERIFICATION', idNumber: null, reason: FAILURE_REASON };
    }
    if (identityCheck === 'PENDING_REVIEW') return { outcome: 'PENDING_REVIEW', idNumber, reason: REVIEW_REASON };
    return { outcome: 'VERIFIED', idNumber, reason: null };
  },
};
