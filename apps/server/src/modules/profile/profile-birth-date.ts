import { type DateParts, type FieldCipher, openBirthDateParts, sealBirthDate } from '../../platform/crypto';

/*
 * The profile's date of birth at rest: sealed like every other personal field (platform/crypto), bound to its profile
 * row so the sealed value cannot be moved to another person.
 */

export const sealProfileBirthDate = (cipher: FieldCipher, profileUuid: string, dob: DateParts): string =>
  sealBirthDate(cipher, dob, 'profiles', profileUuid, 'dob');

/** The sealed date as the profile answer carries it: day, month and year (packages/domain/src/contracts/profile.ts). */
export const openProfileBirthDate = (cipher: FieldCipher, profileUuid: string, sealed: string): DateParts =>
  openBirthDateParts(cipher, sealed, 'profiles', profileUuid, 'dob');
