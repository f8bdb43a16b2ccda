import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one answer was made of, recorded while it is made (a per-node memory of answers, platform/http/answer-memory.ts,
 * must know which tables an answer read to know when it is stale): every table named in the SQL the database layer ran
 * for it, and the time at which it ends of itself (an application's next scheduled step falling due).
 */
export interface ReadRecord {
  tables: Set<string>;
  /** Epoch ms after which the answer no longer holds though nothing was written; Infinity when none. */
  until: number;
}

const recording = new AsyncLocalStorage<ReadRecord>();
/**
 * Answers being recorded now. While one is, Node keeps its promise hooks on so that every promise the process makes
 * carries the record along (about a twentieth of the server's time on a remembered read, docs/decisions.md
 * "Performance of the server"); when the last one ends, the storage is disabled and the hooks go off until the next.
 */
let recordings = 0;

// A table follows FROM, JOIN, UPDATE or INTO, quoted by Kysely or plain in hand-written SQL. A word that is not a table
// (a CTE's name, a function, an alias after EXTRACT's FROM) is harmless: nothing writes to it.
const TABLE_AFTER = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Runs `make` and answers what it made with the record of what it read. Made inside another answer being recorded,
 * what it read counts for that answer too.
 */
export const recordingReads = async <T>(make: () => Promise<T>): Promise<{ value: T; record: ReadRecord }> => {
  const record: ReadRecord = { tables: new Set(), until: Number.POSITIVE_INFINITY };
  recordings += 1;
  try {
    const value = await recording.run(record, make);
    noteReads(record.tables, record.until);
    return { value, record };
  } finally {
    recordings -= 1;
    if (recordings === 0) recording.disable();
  }
};

/** What a part of the answer being recorded read, when it was not read now (a part kept in a memory). */
export const noteReads = (tables: Iterable<string>, until: number): void => {
  const record = recording.getStore();
  if (!record) return;
  for (const table of tables) record.tables.add(table);
  record.until = Math.min(record.until, until);
};

/** Whether the code running now makes an answer that is being recorded (a per-node memory then stays out of it). */
export const isRecordingReads = (): boolean => recording.getStore() !== undefined;

/** Called by the database layer for every statement it runs: the tables it names join the answer being recorded. */
export const noteStatement = (sqlText: string): void => {
  const record = recording.getStore();
  if (!record) return;
  for (const match of sqlText.matchAll(TABLE_AFTER)) record.tables.add(match[1]!.toLowerCase());
};

/** The answer being recorded ends of itself at `at` (null: it does not). */
export const noteAnswerEndsAt = (at: Date | null): void => {
  const record = recording.getStore();
  if (record && at) record.until = Math.min(record.until, at.getTime());
};
