import { sql } from 'kysely';
import type { DateParts } from '../src/platform/crypto';
import type { Db } from '../src/platform/database/database';

/*
 * Looks for plain personal data in every stored text of the database: each text, varchar, char, json and jsonb column
 * (and arrays of them), and each bytea column read as UTF-8, of every table information_schema lists, so a table
 * added later is scanned without anyone naming it. Sealed values (platform/crypto) and masked ones (the last 4 digits,
 * a year alone) are not plain copies.
 */

/** What a test entered or was given, to be found nowhere in plain. */
export interface PlainPersonalData {
  datesOfBirth: readonly DateParts[];
  /** Nine digits, no dashes. */
  ssns: readonly string[];
  /** Full routing, account and ID numbers. */
  accountNumbers: readonly string[];
}

/** One way a value may be written, with the name a finding reports. */
export interface PlainForm {
  label: string;
  pattern: RegExp;
}

export interface PlainCopy {
  table: string;
  column: string;
  form: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A value no digit continues on either side: a 9-digit number inside a longer one is another number. */
const digitsAlone = (value: string) => new RegExp(`(?<!\\d)${escape(value)}(?!\\d)`);

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * An object with the date's day, month and year as members, in any order and spacing, numbers or strings, also when
 * the object sits JSON-encoded inside another JSON string (its quotes escaped).
 */
const datePartsObject = ({ day, month, year }: DateParts): RegExp => {
  const member = (key: string, value: number) => `\\\\*"?${key}\\\\*"?\\s*:\\s*\\\\*"?0?${value}\\\\*"?(?![0-9])`;
  const has = (key: string, value: number) => `(?=[^{}]*${member(key, value)})`;
  return new RegExp(`\\{${has('day', day)}${has('month', month)}${has('year', year)}[^{}]*\\}`, 'i');
};

/** The forms a date of birth is written in: ISO, American and European numeric dates, month names, and objects. */
export const dateOfBirthForms = (dob: DateParts): PlainForm[] => {
  const { day, month, year } = dob;
  const [dd, mm] = [pad2(day), pad2(month)];
  const name = MONTHS[month - 1]!;
  const short = name.slice(0, 3);
  const iso = `${year}-${mm}-${dd}`;
  const numeric = [
    iso,
    `${year}/${mm}/${dd}`,
    `${mm}/${dd}/${year}`,
    `${month}/${day}/${year}`,
    `${mm}-${dd}-${year}`,
    `${dd}/${mm}/${year}`,
    `${dd}.${mm}.${year}`,
    `${year}${mm}${dd}`,
    `${mm}${dd}${year}`,
  ];
  return [
    ...numeric.map((text) => ({ label: `date of birth ${iso} as ${text}`, pattern: digitsAlone(text) })),
    {
      label: `date of birth ${iso} as ${name} ${day}, ${year}`,
      pattern: new RegExp(`(?:${name}|${short}\\.?)\\s+0?${day}(?:st|nd|rd|th)?,?\\s+${year}(?!\\d)`, 'i'),
    },
    {
      label: `date of birth ${iso} as ${day} ${name} ${year}`,
      pattern: new RegExp(
        `(?<!\\d)0?${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${name}|${short}\\.?),?\\s+${year}(?!\\d)`,
        'i',
      ),
    },
    { label: `date of birth ${iso} as {day, month, year}`, pattern: datePartsObject(dob) },
  ];
};

/** An SSN with and without its dashes (or spaces). */
export const ssnForms = (ssn: string): PlainForm[] => {
  const [area, group, serial] = [ssn.slice(0, 3), ssn.slice(3, 5), ssn.slice(5)];
  return [
    { label: `SSN ${area}-${group}-${serial} as ${ssn}`, pattern: digitsAlone(ssn) },
    {
      label: `SSN ${area}-${group}-${serial} with separators`,
      pattern: new RegExp(`(?<!\\d)${area}[-\\s.]${group}[-\\s.]${serial}(?!\\d)`),
    },
  ];
};

export const accountNumberForms = (number: string): PlainForm[] => [
  { label: `account number ${number}`, pattern: digitsAlone(number) },
];

export const plainFormsOf = (data: PlainPersonalData): PlainForm[] => [
  ...data.datesOfBirth.flatMap(dateOfBirthForms),
  ...data.ssns.flatMap(ssnForms),
  ...data.accountNumbers.flatMap(accountNumberForms),
];

/** The labels of the forms found in one stored text. */
export const plainFormsIn = (text: string, forms: readonly PlainForm[]): string[] =>
  forms.filter((form) => form.pattern.test(text)).map((form) => form.label);

const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'bytea'];
const TEXT_ARRAY_TYPES = ['_text', '_varchar', '_bpchar', '_json', '_jsonb'];

interface ScannedColumn {
  table_schema: string;
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Every column of every table that can hold a text, from the catalogue. */
export const textColumns = async (db: Db): Promise<ScannedColumn[]> => {
  const { rows } = await sql<ScannedColumn>`
    select c.table_schema, c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in (${sql.join(TEXT_TYPES)})
        or (c.data_type = 'ARRAY' and c.udt_name in (${sql.join(TEXT_ARRAY_TYPES)})))
    order by c.table_schema, c.table_name, c.ordinal_position`.execute(db);
  return rows;
};

const asText = (value: unknown): string =>
  value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : String(value);

/** Where the plain forms of `data` are stored: one finding per table, column and form. */
export const scanForPlainPersonalData = async (db: Db, data: PlainPersonalData): Promise<PlainCopy[]> => {
  const forms = plainFormsOf(data);
  const byTable = new Map<string, ScannedColumn[]>();
  for (const column of await textColumns(db)) {
    const key = `${column.table_schema}.${column.table_name}`;
    byTable.set(key, [...(byTable.get(key) ?? []), column]);
  }
  const found: PlainCopy[] = [];
  for (const columns of byTable.values()) {
    const { table_schema: schema, table_name: table } = columns[0]!;
    // bytea is read as bytes (and decoded here); every other type in its text form, as a dump would write it.
    const selected = columns.map((c, i) =>
      c.data_type === 'bytea'
        ? sql`${sql.ref(c.column_name)} as ${sql.ref(`c${i}`)}`
        : sql`${sql.ref(c.column_name)}::text as ${sql.ref(`c${i}`)}`,
    );
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join(selected)} from ${sql.table(`${schema}.${table}`)}`.execute(db);
    columns.forEach((column, i) => {
      const labels = new Set<string>();
      for (const row of rows) {
        const value = row[`c${i}`];
        if (value !== null && value !== undefined)
          for (const label of plainFormsIn(asText(value), forms)) labels.add(label);
      }
      for (const form of labels) found.push({ table, column: column.column_name, form });
    });
  }
  return found;
};
