import { type Kysely, sql } from 'kysely';

/**
 * The seeded brands' accents drew the progress mark on a card below WCAG 2.2's 3:1 (docs/organizations.md "Brand
 * colours"): each is darkened, same hue, to pass. Only a row still holding the seeded accent changes; one an operator
 * already chose is left as it is.
 */
const ACCENTS: readonly [code: string, before: string, after: string][] = [
  ['summit', '#f2a900', '#ba8200'],
  ['lakeshorecu', '#8cc63f', '#6c9a2e'],
  ['keystone', '#ffb300', '#ba8300'],
  ['ledgerlend', '#10b981', '#0e9f6f'],
  ['silverpeak', '#d4a017', '#b18613'],
];

const setAccent = async (db: Kysely<unknown>, code: string, from: string, to: string) => {
  await sql`update organizations set org_brand = jsonb_set(org_brand, '{colors,accent}', to_jsonb(${to}::text))
    where org_code = ${code} and org_brand -> 'colors' ->> 'accent' = ${from}`.execute(db);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, before, after] of ACCENTS) await setAccent(db, code, before, after);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [code, before, after] of ACCENTS) await setAccent(db, code, after, before);
}
