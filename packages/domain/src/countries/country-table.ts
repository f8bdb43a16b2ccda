import { countries, type TCountryCode } from 'countries-list';

/**
 * docs/product/widgets-and-calculations.md §3 "Country entry": country, countryCode, callingCode, flagPosition (optional); "about 240 entries".
 * Built from the countries-list package rather than typed by hand.
 */
export interface CountryEntry {
  /** English country name, e.g. 'United States'. */
  country: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  countryCode: TCountryCode;
  /** International calling code with a leading '+', e.g. '+1', '+44', '+1787'. */
  callingCode: string;
  /** Offset of the country's flag in a sprite sheet, when the UI uses one. The data source has none. */
  flagPosition?: string;
}

/** docs/product/widgets-and-calculations.md §5: phone input default country US. */
export const DEFAULT_COUNTRY_CODE = 'US' satisfies TCountryCode;

/**
 * Every country with a calling code, sorted by name. Where the source lists several calling codes (Puerto Rico
 * +1787 / +1939, Kosovo …) the first is used.
 */
type SourceEntry = [TCountryCode, (typeof countries)[TCountryCode]];

export const COUNTRIES: readonly CountryEntry[] = (Object.entries(countries) as SourceEntry[])
  .filter(([, data]) => data.phone.length > 0)
  .map(([countryCode, data]) => ({ country: data.name, countryCode, callingCode: `+${data.phone[0]}` }))
  .sort((a, b) => a.country.localeCompare(b.country, 'en'));

/** The entry for an ISO code (case-insensitive), or undefined when there is none. */
export const findCountry = (countryCode: string): CountryEntry | undefined => {
  const code = countryCode.trim().toUpperCase();
  return COUNTRIES.find((entry) => entry.countryCode === code);
};
