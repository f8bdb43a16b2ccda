/**
 * jsonb values are passed as JSON text: node-postgres would send a JS array as a Postgres array, not as JSON, and
 * PGlite and pg must behave the same. Reading gives parsed values on both drivers.
 */
export const json = (value: unknown): string => JSON.stringify(value);
