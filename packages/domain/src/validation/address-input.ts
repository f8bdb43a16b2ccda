// docs/product/widgets-and-calculations.md §5: the typeahead needs at least 3 characters and more than one word.
// A module of its own, without zod: the web's first registration step asks it before any schema has loaded.
export const PROPERTY_ADDRESS_MIN_LENGTH = 3;

/** docs/product/widgets-and-calculations.md §5: the street typeahead is invalid if empty, under 3 characters, or a single word. */
export const isValidPropertyAddressInput = (text: string | null | undefined): boolean => {
  const value = (text ?? '').trim();
  return value.length >= PROPERTY_ADDRESS_MIN_LENGTH && value.split(/\s+/).length > 1;
};
