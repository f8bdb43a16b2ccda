import { fieldContext } from './field-cipher';
import type { FieldCipher } from './field-cipher';

/** A date of birth as the forms give it. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** yyyy-MM-dd: the one text form a date of birth is sealed in. */
export const isoDateOf = ({ year, month, day }: DateParts): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A date of birth at rest is sealed like every other personal field (AES-256-GCM, key id kept), bound to
 * its row and column so it cannot be moved to another record.
 */
export const sealBirthDate = (cipher: FieldCipher, dob: DateParts, table: string, rowId: string, column: string) =>
  cipher.encrypt(isoDateOf(dob), fieldContext(table, rowId, column));

export const openBirthDate = (cipher: FieldCipher, sealed: string, table: string, rowId: string, column: string) =>
  cipher.decrypt(sealed, fieldContext(table, rowId, column));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A sealed date of birth opened into the parts the forms and the answers carry. */
export const openBirthDateParts = (
  cipher: FieldCipher,
  sealed: string,
  table: string,
  rowId: string,
  column: string,
): DateParts => {
  const parts = ISO_DATE.exec(openBirthDate(cipher, sealed, table, rowId, column));
  if (!parts) throw new Error(`The sealed date of birth of ${table} ${rowId} is not a yyyy-MM-dd date`);
  return { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) };
};
