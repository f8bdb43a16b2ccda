import { DEFAULT_COUNTRY_CODE, findCountry } from './country-table';

/**
 * National phone formatting for the phone input (docs/product/widgets-and-calculations.md §5: "length limited to the national formatted length of the
 * chosen country, with a default length as fallback; default country US"; docs/product/widgets-and-calculations.md §9: phone 14 formatted characters).
 *
 * Our data has one national format: the North American Numbering Plan, '(xxx) xxx-xxxx', used by every country whose
 * calling code starts with +1 (US, Canada, Puerto Rico, the Caribbean). Other countries have no format here: their
 * input keeps digits only, up to the default length.
 */

/** The NANP national format; each x is a digit. */
export const NANP_PHONE_PATTERN = '(xxx) xxx-xxxx';

/** docs/product/widgets-and-calculations.md §9: the US formatted length, '(xxx) xxx-xxxx'. */
export const US_PHONE_FORMATTED_LENGTH = NANP_PHONE_PATTERN.length;

/**
 * Fallback length for countries without a national format: 15, the most digits an international (E.164) number
 * may have. The spec names a default but not its value; this one is ours.
 */
export const DEFAULT_PHONE_FORMATTED_LENGTH = 15;

const usesNanp = (countryCode: string): boolean => findCountry(countryCode)?.callingCode.startsWith('+1') ?? false;

/**
 * National formatted phone length, in characters, for an ISO country code (default US);
 * DEFAULT_PHONE_FORMATTED_LENGTH for countries without a format or unknown codes.
 */
export const nationalPhoneLength = (countryCode: string = DEFAULT_COUNTRY_CODE): number =>
  usesNanp(countryCode) ? US_PHONE_FORMATTED_LENGTH : DEFAULT_PHONE_FORMATTED_LENGTH;

const applyPattern = (digits: string, pattern: string): string => {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    out += char === 'x' ? digits[next++] : char;
  }
  return out;
};

/**
 * Formats what the user typed in the phone field as they type, for `countryCode` (default US): digits are kept and
 * laid into '(xxx) xxx-xxxx' for +1 countries ('55512' → '(555) 12'), never longer than the country's formatted length
 * (14 for the US). Other countries get digits only, up to DEFAULT_PHONE_FORMATTED_LENGTH. A leading 1 is kept: the
 * phone schema rejects it with its own message.
 */
export const formatPhoneInput = (raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string => {
  const digits = raw.replace(/\D/g, '');
  if (usesNanp(countryCode)) return applyPattern(digits, NANP_PHONE_PATTERN);
  return digits.slice(0, DEFAULT_PHONE_FORMATTED_LENGTH);
};
