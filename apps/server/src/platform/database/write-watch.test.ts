import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, createDatabase, writeCountsOf } from './database';
import type { WriteCounts } from './write-watch';

let db: Db;
let writes: WriteCounts;

beforeAll(async () => {
  db = createDatabase({ pgliteDir: 'memory://' });
  await sql`create table watched (id int primary key, note text)`.execute(db);
  await sql`create table other (id int primary key)`.execute(db);
  await sql`create table parts (id int primary key, application_uuid text)`.execute(db);
  writes = writeCountsOf(db)!;
});

afterAll(async () => {
  await db?.destroy();
});

/** How many writes to `watched` (or to a table that cannot be told) `work` made, as counted once it returns. */
const counted = async (work: () => Promise<unknown>) => {
  const before = writes.of(['watched']);
  await work();
  return writes.of(['watched']) - before;
};

describe('counting writes as they take effect', () => {
  it('counts an insert, an update and a delete of a table, and no read', async () => {
    expect(
      await counted(() =>
        db
          .insertInto('watched' as never)
          .values({ id: 1 } as never)
          .execute(),
      ),
    ).toBe(1);
    expect(
      await counted(() =>
        db
          .updateTable('watched' as never)
          .set({ note: 'x' } as never)
          .execute(),
      ),
    ).toBe(1);
    expect(
      await counted(() =>
        db
          .selectFrom('watched' as never)
          .selectAll()
          .execute(),
      ),
    ).toBe(0);
    expect(await counted(() => sql`select count(*) from watched`.execute(db))).toBe(0);
    expect(await counted(() => db.deleteFrom('watched' as never).execute())).toBe(1);
  });

  it('does not count a write to another table, but counts raw SQL that writes as a write to every table', async () => {
    expect(
      await counted(() =>
        db
          .insertInto('other' as never)
          .values({ id: 1 } as never)
          .execute(),
      ),
    ).toBe(0);
    expect(await counted(() => sql`update other set id = 2`.execute(db))).toBe(1);
  });

  it("counts a transaction's writes at its commit, and never a rolled back one", async () => {
    let insideCount = -1;
    const committed = await counted(() =>
      db.transaction().execute(async (trx) => {
        const before = writes.of(['watched']);
        await trx
          .insertInto('watched' as never)
          .values({ id: 5 } as never)
          .execute();
        insideCount = writes.of(['watched']) - before;
      }),
    );
    expect(insideCount).toBe(0);
    expect(committed).toBe(1);
    const rolledBack = await counted(() =>
      db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('watched' as never)
            .values({ id: 6 } as never)
            .execute();
          throw new Error('changed my mind');
        })
        .catch(() => {}),
    );
    expect(rolledBack).toBe(0);
  });

  it('counts a write for the applications whose rows it wrote, at the commit of its transaction', async () => {
    const unscoped = writes.of(['parts'], true);
    const [one, two] = [writes.markOf('app-1'), writes.markOf('app-2')];
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('parts' as never)
        .values({ id: 1, application_uuid: 'app-1' } as never)
        .execute();
      expect(writes.markOf('app-1')).toBe(one);
    });
    expect(writes.markOf('app-1')).not.toBe(one);
    expect(writes.markOf('app-2')).toBe(two);
    expect(writes.of(['parts'], true)).toBe(unscoped);
    await db
      .updateTable('parts' as never)
      .set({ id: 2 } as never)
      .execute();
    expect(writes.of(['parts'], true)).toBe(unscoped + 1);
  });
});
