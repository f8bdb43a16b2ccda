import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type PgliteThread,
  closeUntakenPgliteThreads,
  startPgliteThreadEarly,
  takePgliteThread,
} from './pglite-thread';
import { isDatabaseUnavailable } from './unavailable';

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(async () => {
  await closeUntakenPgliteThreads();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const withThread = async <T>(dir: string, use: (thread: PgliteThread) => Promise<T>): Promise<T> => {
  const thread = takePgliteThread(dir);
  try {
    return await use(thread);
  } finally {
    await thread.close();
  }
};

describe('PGlite on its own thread', () => {
  it('answers queries as PGlite does: rows, counts of affected rows, int8 as a number', async () => {
    await withThread(newDir(), async (thread) => {
      await thread.query('create table loans (id int8 primary key, opened timestamptz, data jsonb)');
      const inserted = await thread.query('insert into loans values ($1, $2, $3), (2, now(), null)', [
        1,
        new Date('2026-11-28T12:00:00Z'),
        { line: 50_000 },
      ]);
      expect(inserted.affectedRows).toBe(2);
      const { rows } = await thread.query('select id, opened, data from loans where id = $1', [1]);
      expect(rows).toEqual([{ id: 1, opened: new Date('2026-11-28T12:00:00Z'), data: { line: 50_000 } }]);
    });
  });

  it('keeps what a database error tells (SQLSTATE, constraint) for the callers that read them', async () => {
    await withThread(newDir(), async (thread) => {
      await thread.query('create table emails (address text constraint emails_unique unique)');
      await thread.query("insert into emails values ('a@example.com')");
      const failure = await thread.query("insert into emails values ('a@example.com')").catch((error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: '23505', constraint: 'emails_unique' });
      expect(failure.message).toContain('duplicate key');
    });
  });

  it('delivers notifications to each listener of a channel until that one stops', async () => {
    await withThread(newDir(), async (thread) => {
      const heard: string[] = [];
      const stopFirst = await thread.listen('steps', (payload) => heard.push(`first heard ${payload}`));
      await thread.listen('steps', (payload) => heard.push(`second heard ${payload}`));
      await thread.query("select pg_notify('steps', 'one')");
      await expect.poll(() => [...heard].sort()).toEqual(['first heard one', 'second heard one']);
      await stopFirst();
      await thread.query("select pg_notify('steps', 'two')");
      await expect.poll(() => heard.length).toBe(3);
      await thread.query('select 1');
      expect(heard[2]).toBe('second heard two');
    });
  });

  it('flushes its data dir on close, so the next thread on it finds everything; a closed one answers as unavailable', async () => {
    const dir = newDir();
    const first = takePgliteThread(dir);
    await first.query('create table kept (value text)');
    await first.query("insert into kept values ('saved')");
    await first.close();
    const afterClose = await first.query('select 1').catch((error) => error);
    expect(isDatabaseUnavailable(afterClose)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await withThread(dir, async (second) => {
      expect((await second.query('select value from kept')).rows).toEqual([{ value: 'saved' }]);
    });
  });

  it('hands the thread started early to the database on the same directory, however the path is written', async () => {
    const dir = newDir();
    startPgliteThreadEarly(dir);
    const taken = takePgliteThread(`${path.dirname(dir)}/./pglite`);
    await taken.query('create table marker (value int)');
    // Taken, so nothing is left to close: the same thread still answers.
    await closeUntakenPgliteThreads();
    expect((await taken.query('select count(*) as n from marker')).rows).toEqual([{ n: 0 }]);
    await taken.close();
  });

  it('opens a thread on another path only after one started early has closed (both could name one directory)', async () => {
    const dir = newDir();
    await withThread(dir, (thread) => thread.query('create table once (value int)'));
    const startedEarly = startPgliteThreadEarly(dir);
    await withThread(newDir(), async (thread) => {
      await thread.query('select 1');
      expect(isDatabaseUnavailable(await startedEarly.query('select 1').catch((error) => error))).toBe(true);
    });
    await withThread(dir, async (thread) => {
      expect((await thread.query('select count(*) as n from once')).rows).toEqual([{ n: 0 }]);
    });
  });
});
