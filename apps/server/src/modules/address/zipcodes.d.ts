// Types of the parts of the zipcodes package (which ships none) that the server uses.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeRecord>;
    lookup(zip: string | number): ZipCodeRecord | undefined;
    lookupByName(city: string, state: string): ZipCodeRecord[];
    lookupByState(state: string): ZipCodeRecord[];
    /** full: upper-case name -> code; abbr: code -> upper-case name (US states, DC, territories, Canadian provinces). */
    states: { full: Record<string, string>; abbr: Record<string, string>; normalize(state: string): string };
  };
  export default zipcodes;
}

declare module 'zipcodes/lib/states.js' {
  /** full: upper-case name -> code; abbr: code -> upper-case name (US states, DC, territories, Canadian provinces). */
  const states: { full: Record<string, string>; abbr: Record<string, string>; normalize(state: string): string };
  export default states;
}
