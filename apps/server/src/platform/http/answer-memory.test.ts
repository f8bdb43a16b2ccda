import { describe, expect, it, vi } from 'vitest';
import { noteReads, type ReadRecord } from '../database/read-record';
import { createChangeLog } from '../database/change-log';
import { createAnswerMemory } from './answer-memory';

/** This node's writes, counted per table and application as write-watch.ts counts them. */
const fakeWrites = () => {
  const writes = createChangeLog();
  return { writes, write: (table: string, ...applications: string[]) => writes.record(table, applications) };
};

const NOW = new Date('2026-03-02T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const read = (tables: string[], until = Number.POSITIVE_INFINITY): ReadRecord => ({ tables: new Set(tables), until });

const listeningMemory = (ttlMs = 5000) => {
  const { writes, write } = fakeWrites();
  const memory = createAnswerMemory({ ttlMs, writes });
  memory.setListening(true);
  return { memory, write };
};

describe('the answer memory', () => {
  it('keeps an answer until a table it read is written, here or announced from another node', () => {
    const { memory, write } = listeningMemory();
    memory.begin()('k', '{"a":1}', read(['applications', 'liens']), NOW);
    expect(memory.get('k', NOW)).toBe('{"a":1}');
    write('telemetry_events');
    memory.heard('chat_messages');
    expect(memory.get('k', NOW)).toBe('{"a":1}');
    write('liens');
    expect(memory.get('k', NOW)).toBeUndefined();

    memory.begin()('k', '{"a":2}', read(['applications']), NOW);
    memory.heard('applications');
    expect(memory.get('k', NOW)).toBeUndefined();
  });

  it('counts a write to a table that cannot be told as a write to every table', () => {
    const { memory, write } = listeningMemory();
    memory.begin()('k', '{}', read(['applications']), NOW);
    write('*');
    expect(memory.get('k', NOW)).toBeUndefined();
  });

  it('ends an answer at its time to live or when it ends of itself, whichever comes first', () => {
    const { memory } = listeningMemory(5000);
    memory.begin()('ttl', '{}', read(['applications']), NOW);
    memory.begin()('due', '{}', read(['applications'], later(1000).getTime()), NOW);
    expect(memory.get('due', later(999))).toBe('{}');
    expect(memory.get('due', later(1000))).toBeUndefined();
    expect(memory.get('ttl', later(4999))).toBe('{}');
    expect(memory.get('ttl', later(5000))).toBeUndefined();
  });

  it('does not keep an answer a write to one of its tables overtook, and keeps one that a write elsewhere did', () => {
    const { memory, write } = listeningMemory();
    const overtaken = memory.begin();
    write('conditions');
    overtaken('k', '{}', read(['conditions']), NOW);
    expect(memory.get('k', NOW)).toBeUndefined();

    const elsewhere = memory.begin();
    write('audit_events');
    memory.heard('staff_sessions');
    elsewhere('k', '{}', read(['conditions']), NOW);
    expect(memory.get('k', NOW)).toBe('{}');
  });

  it('keeps an answer of one application through writes to the rows of others, here or announced', () => {
    const { memory, write } = listeningMemory();
    const tables = ['applications', 'liens'];
    memory.begin('app-1')('mine', '{"a":1}', read(tables), NOW);
    memory.begin()('everyone', '{"all":1}', read(tables), NOW);
    write('applications', 'app-2');
    memory.heard('liens app-3');
    expect(memory.get('mine', NOW)).toBe('{"a":1}');
    // An answer not of one application ends at any write to its tables.
    expect(memory.get('everyone', NOW)).toBeUndefined();

    write('liens', 'app-1');
    expect(memory.get('mine', NOW)).toBeUndefined();
    memory.begin('app-1')('mine', '{"a":2}', read(tables), NOW);
    memory.heard('applications app-1');
    expect(memory.get('mine', NOW)).toBeUndefined();
  });

  it('ends an answer of one application at a write whose application is not told, here or announced', () => {
    const { memory, write } = listeningMemory();
    memory.begin('app-1')('k', '{}', read(['liens']), NOW);
    write('liens');
    expect(memory.get('k', NOW)).toBeUndefined();
    memory.begin('app-1')('k', '{}', read(['liens']), NOW);
    memory.heard('liens');
    expect(memory.get('k', NOW)).toBeUndefined();
    memory.begin('app-1')('k', '{}', read(['liens']), NOW);
    write('*');
    expect(memory.get('k', NOW)).toBeUndefined();
  });

  it('does not keep an answer of one application that a write to its rows overtook', () => {
    const { memory, write } = listeningMemory();
    const overtaken = memory.begin('app-1');
    write('credit_reports', 'app-1');
    overtaken('k', '{}', read(['applications']), NOW);
    expect(memory.get('k', NOW)).toBeUndefined();

    const elsewhere = memory.begin('app-1');
    write('credit_reports', 'app-2');
    memory.heard('applications app-3');
    elsewhere('k', '{}', read(['applications', 'credit_reports']), NOW);
    expect(memory.get('k', NOW)).toBe('{}');
  });

  it('forgets the oldest answers when the kept bodies grow past their limit', () => {
    const { memory } = listeningMemory();
    const big = (c: string) => c.repeat(6_000_000);
    for (const key of ['a', 'b', 'c']) memory.begin()(key, big(key), read(['applications']), NOW);
    expect(memory.get('a', NOW)).toBeUndefined();
    expect(memory.get('b', NOW)).toBe(big('b'));
    expect(memory.get('c', NOW)).toBe(big('c'));
  });

  it('keeps nothing while it cannot hear announcements, or with no time to live', () => {
    const { writes } = fakeWrites();
    const deaf = createAnswerMemory({ ttlMs: 5000, writes });
    deaf.begin()('k', '{}', read(['applications']), NOW);
    expect(deaf.get('k', NOW)).toBeUndefined();

    const { memory } = listeningMemory();
    memory.begin()('k', '{}', read(['applications']), NOW);
    memory.setListening(false);
    expect(memory.get('k', NOW)).toBeUndefined();
    const started = memory.begin();
    memory.setListening(true);
    started('k', '{}', read(['applications']), NOW);
    expect(memory.get('k', NOW)).toBeUndefined();

    const { memory: off } = listeningMemory(0);
    off.begin()('k', '{}', read(['applications']), NOW);
    expect(off.get('k', NOW)).toBeUndefined();
  });

  describe('callers who miss the same answer together', () => {
    /** A make whose answer comes when the test says, having read `tables`. */
    const heldMake = (answer: string, tables = ['applications']) => {
      let finish: (failure?: Error) => void = () => {};
      const make = vi.fn(() => {
        // Noted as it runs: the record of what a make read belongs to the call that makes it.
        noteReads(tables, Number.POSITIVE_INFINITY);
        return new Promise<string>((resolve, reject) => {
          finish = (failure) => (failure ? reject(failure) : resolve(answer));
        });
      });
      return { make, finish: (failure?: Error) => finish(failure) };
    };
    const counted = () => {
      const counts = { hit: 0, miss: 0 };
      return { counts, lookups: { hit: () => void (counts.hit += 1), miss: () => void (counts.miss += 1) } };
    };

    it('wait for the first to make it, and count as answered from memory', async () => {
      const { writes } = fakeWrites();
      const { counts, lookups } = counted();
      const memory = createAnswerMemory({ ttlMs: 5000, writes, lookups });
      memory.setListening(true);
      const first = heldMake('{"n":1}');
      const others = vi.fn(async () => '{"n":2}');

      const answers = [memory.remembered('k', () => NOW, first.make)];
      for (let i = 0; i < 4; i += 1) answers.push(memory.remembered('k', () => NOW, others));
      expect(memory.madeMeanwhile('other key', () => NOW)).toBeUndefined();
      await Promise.resolve();
      first.finish();

      expect(await Promise.all(answers)).toEqual(Array(5).fill('{"n":1}'));
      expect(first.make).toHaveBeenCalledTimes(1);
      expect(others).not.toHaveBeenCalled();
      expect(counts).toEqual({ hit: 4, miss: 1 });
    });

    it('make their own when a write overtook the first one, or it failed', async () => {
      const { memory, write } = listeningMemory();
      const overtaken = heldMake('{"stale":true}');
      const fresh = vi.fn(async () => {
        noteReads(['applications'], Number.POSITIVE_INFINITY);
        return '{"stale":false}';
      });
      const first = memory.remembered('k', () => NOW, overtaken.make);
      const second = memory.remembered('k', () => NOW, fresh);
      write('applications');
      overtaken.finish();
      expect(await first).toBe('{"stale":true}');
      expect(await second).toBe('{"stale":false}');
      expect(fresh).toHaveBeenCalledTimes(1);

      const failing = heldMake('{}', ['conditions']);
      const failed = memory.remembered('c', () => NOW, failing.make);
      const after = memory.remembered(
        'c',
        () => NOW,
        async () => '{"made":"again"}',
      );
      failing.finish(new Error('the database went away'));
      await expect(failed).rejects.toThrow('the database went away');
      expect(await after).toBe('{"made":"again"}');
    });

    it('wait for an answer a request is making, however that request ends', async () => {
      const { memory } = listeningMemory();
      const done = memory.making('k');
      expect(memory.making('k')).not.toBe(done);
      const waiting = memory.madeMeanwhile('k', () => NOW);
      memory.begin()('k', '{"sent":1}', read(['applications']), NOW);
      done();
      expect(await waiting).toBe('{"sent":1}');

      const ended = memory.making('aborted');
      const waitingForNothing = memory.madeMeanwhile('aborted', () => NOW);
      ended();
      ended();
      expect(await waitingForNothing).toBeUndefined();
      expect(memory.madeMeanwhile('aborted', () => NOW)).toBeUndefined();
    });
  });
});
