import type { ColumnType } from 'kysely';

/** Timestamps: written as Date (or left to the default), read back as Date. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb columns: written as a JSON string (see db/json.ts), read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb with a column default: may be left out of an insert. */
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;
