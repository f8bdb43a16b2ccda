import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { rowsWritten } from './write-scope';

// Statements are only compiled here, never run.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const written = (query: Compilable) => rowsWritten(query.compile());
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-03-02T15:00:00Z');
const lien = (application_uuid: string, position: number) => ({
  uuid: `lien-${position}`,
  application_uuid,
  position,
  lender_name: 'Bank',
  balance_dollars: 1,
  monthly_payment_dollars: 1,
  action: null,
});
/** Raw SQL, compiled as the database layer sees it. */
const raw = (text: string) => sql.raw(text).compile(db);

describe('the rows a statement writes', () => {
  it('tells no write for a read', () => {
    expect(written(db.selectFrom('applications').selectAll())).toBeUndefined();
    expect(rowsWritten(raw('select 1'))).toBeUndefined();
  });

  it('scopes an update or a delete kept to applications by its WHERE, among other conditions', () => {
    expect(written(db.updateTable('applications').set({ bpo: null }).where('uuid', '=', A))).toEqual({
      table: 'applications',
      applications: [A],
    });
    expect(
      written(
        db
          .updateTable('liens')
          .set({ action: null })
          .where('position', '=', 1)
          .where('liens.application_uuid', 'in', [A, B]),
      ),
    ).toEqual({ table: 'liens', applications: [A, B] });
    expect(written(db.deleteFrom('liens').where('application_uuid', '=', B))).toEqual({
      table: 'liens',
      applications: [B],
    });
  });

  it('scopes an insert whose every row names its application, and an upsert on the application column', () => {
    expect(written(db.insertInto('liens').values([lien(A, 1), lien(B, 2), lien(A, 3)]))).toEqual({
      table: 'liens',
      applications: [A, B],
    });
    expect(
      written(
        db
          .insertInto('liens')
          .values(lien(A, 1))
          .onConflict((oc) => oc.columns(['application_uuid', 'position']).doUpdateSet({ action: 'PAY_OFF' })),
      ),
    ).toEqual({ table: 'liens', applications: [A] });
    expect(
      written(
        db
          .insertInto('liens')
          .values(lien(A, 1))
          .onConflict((oc) => oc.doNothing()),
      ),
    ).toEqual({ table: 'liens', applications: [A] });
  });

  it('counts for every application what it cannot tell', () => {
    // No condition on the application, an OR, a row moved to another application, an upsert on another key.
    expect(written(db.updateTable('liens').set({ action: null }).where('position', '=', 1))).toEqual({
      table: 'liens',
    });
    expect(
      written(
        db
          .updateTable('applications')
          .set({ bpo: null })
          .where((eb) => eb.or([eb('uuid', '=', A), eb('active', '=', false)])),
      ),
    ).toEqual({ table: 'applications' });
    expect(written(db.updateTable('liens').set({ application_uuid: B }).where('application_uuid', '=', A))).toEqual({
      table: 'liens',
    });
    expect(
      written(
        db
          .insertInto('tracker_profiles')
          .values({ identity_uuid: A, optimizely_profile_uuid: null, tracker_uuid: null, updated_at: NOW }),
      ),
    ).toEqual({ table: 'tracker_profiles' });
    expect(
      written(
        db
          .insertInto('liens')
          .values(lien(A, 1))
          .onConflict((oc) => oc.column('uuid').doUpdateSet({ action: 'PAY_OFF' })),
      ),
    ).toEqual({ table: 'liens' });
    // A subquery for the application.
    expect(
      written(
        db
          .deleteFrom('liens')
          .where('application_uuid', 'in', db.selectFrom('applications').select('uuid').where('active', '=', false)),
      ),
    ).toEqual({ table: 'liens' });
    expect(rowsWritten(raw('update liens set action = null'))).toEqual({ table: '*' });
  });

  it('does not trust a value a statement compiled once no longer runs with', () => {
    const compiled = db.updateTable('applications').set({ bpo: null }).where('uuid', '=', A).compile();
    expect(rowsWritten({ ...compiled, parameters: [null, B] })).toEqual({ table: 'applications' });
  });
});
