import type { Prepop } from '@heloc/domain/contracts';
import { type DateParts, type FieldCipher, openBirthDateParts, sealBirthDate } from '../../platform/crypto';

/*
 * An affiliate's prefill record at rest keeps its date of birth sealed like every other personal field
 * (docs/product/privacy.md): `dobSealed` in its data, bound to the record's token; the prefill answer opens it.
 */

/** A prefill record's data as stored: the answer's fields, the date of birth sealed (or, written before, in plain). */
export type StoredPrepop = Omit<Prepop, 'dob'> & { dob?: DateParts | null; dobSealed?: string | null };

const sealedDob = (cipher: FieldCipher, token: string, dob: DateParts) =>
  sealBirthDate(cipher, dob, 'prepop_records', token, 'dob');

/** The record's data with its date of birth sealed (a date sealed already is kept) and no plain copy. */
export const sealPrepopData = (cipher: FieldCipher, token: string, data: StoredPrepop): StoredPrepop => {
  const { dob, dobSealed, ...rest } = data;
  return { ...rest, dobSealed: dobSealed ?? (dob ? sealedDob(cipher, token, dob) : null) };
};

/** The prefill answer: the stored data with its date of birth opened. */
export const openPrepopData = (cipher: FieldCipher, token: string, data: StoredPrepop): Prepop => {
  const { dob, dobSealed, ...rest } = data;
  if (!dobSealed) return { ...rest, dob: dob ?? null };
  return { ...rest, dob: openBirthDateParts(cipher, dobSealed, 'prepop_records', token, 'dob') };
};
