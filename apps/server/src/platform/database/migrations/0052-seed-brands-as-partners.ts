import { type Kysely, sql } from 'kysely';

/**
 * The seeded brands, written before partners ran from the console, made partners the form can open
 * (docs/organizations.md): their accents drew the progress mark on a card below WCAG 2.2's 3:1 ("Brand colours"), so
 * each is darkened, same hue, to pass (only a row still holding the seeded accent changes); each gets the fictional
 * licence numbers the seed now writes, and its Spanish display name, where it has none.
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

const SEEDED = ['summit', 'summitny', 'lakeshorecu', 'keystone', 'ledgerlend', 'silverpeak'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, before, after] of ACCENTS) await setAccent(db, code, before, after);
  await sql`update organizations set org_meta_data = jsonb_set(org_meta_data, '{stateLicenses}',
      coalesce((select jsonb_object_agg(s, upper(org_code) || '-' || s || '-' || (org_meta_data ->> 'nmls'))
        from jsonb_array_elements_text(org_meta_data -> 'licensedStates') s), '{}'::jsonb))
    where org_code in (${sql.join(SEEDED)}) and not (org_meta_data ? 'stateLicenses')`.execute(db);
  await sql`update organizations
    set org_meta_data = jsonb_set(org_meta_data, '{localized,es,companyName}', org_meta_data -> 'companyName')
    where org_code in (${sql.join(SEEDED)}) and jsonb_typeof(org_meta_data -> 'localized' -> 'es') = 'object'
      and not (org_meta_data -> 'localized' -> 'es' ? 'companyName')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [code, before, after] of ACCENTS) await setAccent(db, code, after, before);
}
