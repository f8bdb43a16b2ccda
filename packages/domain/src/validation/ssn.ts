import { z } from 'zod';
import { SSN_INVALID_MESSAGE, SSN_REQUIRED_MESSAGE } from './messages';
import { lazySchema } from '../helpers/lazy-schema';

/**
 * A Social Security number the SSA could have issued: 9 digits, typed plain or as 'xxx-xx-xxxx'; the area (first
 * three) is not 000, 666 or 900-999, the group (middle two) not 00 and the serial (last four) not 0000.
 */
export const isValidSsn = (ssn: string): boolean => {
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(ssn);
  if (!match) return false;
  const [, area, group, serial] = match as unknown as [string, string, string, string];
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
};

/** The credit screens' SSN field (credit/social); parses to the 9 digits. */
export const ssnSchema = lazySchema(() =>
  z
    .string(SSN_REQUIRED_MESSAGE)
    .trim()
    .min(1, { ...SSN_REQUIRED_MESSAGE, abort: true })
    // 'xxx-xx-xxxx' is the longest form (every request string is bounded).
    .max(11, { ...SSN_INVALID_MESSAGE, abort: true })
    .refine(isValidSsn, SSN_INVALID_MESSAGE)
    .transform((ssn) => ssn.replace(/-/g, '')),
);
