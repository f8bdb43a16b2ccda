// Types of the part of the zipcodes package (which ships none) that the server's TypeScript uses; the zip table
// itself is read by zip-table-worker.mjs.
declare module 'zipcodes/lib/states.js' {
  /** full: upper-case name -> code; abbr: code -> upper-case name (US states, DC, territories, Canadian provinces). */
  const states: { full: Record<string, string>; abbr: Record<string, string>; normalize(state: string): string };
  export default states;
}
