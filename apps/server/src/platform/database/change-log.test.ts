import { describe, expect, it } from 'vitest';
import { createChangeLog } from './change-log';

describe('the log of writes per table and application', () => {
  it('counts every write to a table, and apart those no application was told for', () => {
    const log = createChangeLog();
    log.record('liens', ['app-1']);
    log.record('liens');
    log.record('applications', ['app-2']);
    expect(log.of(['liens'])).toBe(2);
    expect(log.of(['liens'], true)).toBe(1);
    expect(log.of(['applications'], true)).toBe(0);
    log.record('*');
    expect(log.of(['chat_messages'])).toBe(1);
    expect(log.of(['chat_messages'], true)).toBe(1);
    expect(log.snapshot(true)).toEqual(
      new Map([
        ['liens', 1],
        ['*', 1],
      ]),
    );
  });

  it("moves an application's mark at each write to its rows, and at no write to the others'", () => {
    const log = createChangeLog();
    const before = log.markOf('app-1');
    log.record('liens', ['app-2']);
    expect(log.markOf('app-1')).toBe(before);
    log.record('liens', ['app-1', 'app-3']);
    const after = log.markOf('app-1');
    expect(after).not.toBe(before);
    log.record('liens');
    expect(log.markOf('app-1')).toBe(after);
    // A uuid is the same application in capitals.
    log.record('liens', ['APP-1']);
    expect(log.markOf('app-1')).not.toBe(after);
    expect(log.markOf('App-1')).toBe(log.markOf('app-1'));
  });

  it('never answers a forgotten application as unwritten: its mark moves on when the log forgets', () => {
    const log = createChangeLog(2);
    const never = log.markOf('never-written');
    log.record('liens', ['app-1']);
    const first = log.markOf('app-1');
    log.record('liens', ['app-2']);
    log.record('liens', ['app-3']);
    // app-1 was forgotten: its mark holds or moves on, never goes back.
    expect(log.markOf('app-1')).toBeGreaterThanOrEqual(first);
    expect(log.markOf('never-written')).not.toBe(never);
    log.record('liens', ['app-1']);
    expect(log.markOf('app-1')).toBeGreaterThan(first);
  });
});
