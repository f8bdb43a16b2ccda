/**
 * US phone numbers (docs/product/widgets-and-calculations.md §9 "Phone"): normalising stored forms to 10 digits, the (xxx) xxx-xxxx display, and
 * cleaning typed input.
 */

/**
 * docs/product/widgets-and-calculations.md §9: "Cleaning strips spaces, parentheses and hyphens". '(555) 123-4567' → '5551234567'. Other characters
 * (a leading '+', dots) are kept.
 */
export const cleanPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

/**
 * docs/product/widgets-and-calculations.md §9: numbers of 12 characters starting with +1, 11 characters starting with 1, or dashed forms are
 * normalised to their 10 national digits: '+15551234567', '15551234567', '555-123-4567', '1-555-123-4567' and
 * '+1-555-123-4567' all give '5551234567'. Anything else is returned trimmed but otherwise unchanged.
 */
export const normalizePhone = (phone: string): string => {
  const trimmed = phone.trim();
  if (/^\+1\d{10}$/.test(trimmed)) return trimmed.slice(2);
  if (/^1\d{10}$/.test(trimmed)) return trimmed.slice(1);
  const dashed = /^(?:\+?1-)?(\d{3})-(\d{3})-(\d{4})$/.exec(trimmed);
  return dashed ? `${dashed[1]}${dashed[2]}${dashed[3]}` : trimmed;
};

/**
 * docs/product/widgets-and-calculations.md §9: a 10-digit number displays as (xxx) xxx-xxxx. The input is normalised first, so '+15551234567' shows
 * as '(555) 123-4567'. Anything that does not come to 10 digits is returned as given.
 */
export const formatPhoneDisplay = (phone: string): string => {
  const digits = normalizePhone(phone);
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};
