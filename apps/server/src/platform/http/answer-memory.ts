import { ANY_TABLE, createChangeLog } from '../database/change-log';
import { noteReads, type ReadRecord, recordingReads } from '../database/read-record';
import type { WriteCounts } from '../database/write-watch';

/**
 * The channel on which the database announces a write to a table: the table's name, then a space and an application's
 * uuid when the rows written all belong to it (one announcement per application written), else the name alone
 * (migration 0039).
 */
export const ROWS_CHANGED_CHANNEL = 'heloc_rows_changed';

/** Most answers one node remembers, and most characters of serialised answers; the oldest go first. */
const MAX_ENTRIES = 10_000;
const MAX_CHARACTERS = 16_000_000;
/** What an answer that is not a serialised body (a row) counts for against MAX_CHARACTERS. */
const ROW_CHARACTERS = 1_000;

/**
 * A per-node memory of whole answers of the reads a signed-in screen makes when it opens (docs/decisions.md
 * "Performance of the server"): the serialised body, per caller and request. An answer is kept until the first of:
 * `ttlMs`; the moment it ends of itself (an application's next scheduled step falling due); any write to a table it
 * read, on this node (counted as it takes effect, write-watch.ts) or on another (announced by the database, `heard`).
 * An answer of one application (`begin(application)`: of the tables whose rows belong to an application, it read only
 * that application's rows) ends only at a write to that application's rows, or to rows of no application told.
 * Which tables an answer read is recorded while it is made (read-record.ts). While announcements cannot be heard
 * nothing is kept; an answer that a write to one of its tables overtook (begun before the write took effect, finished
 * after) is not kept.
 */
export interface AnswerMemory {
  /** The remembered answer of `key` that still holds at `now` (a serialised body, or what `remembered` kept). */
  get(key: string, now: Date): unknown;
  /**
   * Call before making an answer: answers how to remember it once made, with the record of what it read. `application`:
   * the answer is of that application only (see above).
   */
  begin(application?: string): (key: string, answer: unknown, record: ReadRecord, now: Date) => void;
  /**
   * `make`'s answer for `key`: from memory while it holds, else made with its reads recorded and kept. The answer is
   * shared by every caller of the key: never change it. An undefined answer is not kept.
   */
  remembered<T>(key: string, now: () => Date, make: () => Promise<T>): Promise<T>;
  /**
   * Announces that the answer of `key` is being made (after a miss); call the answered function once it is kept or
   * given up. Meanwhile other callers of the key wait for it (`madeMeanwhile`) instead of making it again.
   */
  making(key: string): () => void;
  /**
   * After a miss: when another caller is making the answer of `key`, waits for it and answers what memory then holds
   * (undefined when it was not kept, e.g. a write overtook it: make it yourself). Undefined at once when none is.
   */
  madeMeanwhile(key: string, now: () => Date): Promise<unknown> | undefined;
  /** An announced write (ROWS_CHANGED_CHANNEL's payload): answers that read what it wrote are stale. */
  heard(announcement: string): void;
  setListening(listening: boolean): void;
}

interface Entry {
  answer: unknown;
  characters: number;
  tables: readonly string[];
  application: string | undefined;
  generation: number;
  until: number;
}

export const createAnswerMemory = ({
  ttlMs,
  writes,
  lookups,
}: {
  ttlMs: number;
  writes: WriteCounts | undefined;
  /** Counts each lookup, found or not (the operator's hit rate, platform/metrics). */
  lookups?: { hit(): void; miss(): void };
}): AnswerMemory => {
  // In the order kept (a key kept again moves to the end), so the first entries are the oldest.
  const entries = new Map<string, Entry>();
  let characters = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    characters -= entry.characters;
    entries.delete(key);
  };
  const oldest = () => entries.entries().next().value as [string, Entry] | undefined;
  /** Room for one more: the answers that ended at the front go, then the oldest while over a limit. */
  const makeRoom = (now: number, adding: number) => {
    for (let first = oldest(); first && first[1].until <= now; first = oldest()) forget(first[0]);
    for (
      let first = oldest();
      first && (entries.size >= MAX_ENTRIES || characters + adding > MAX_CHARACTERS);
      first = oldest()
    )
      forget(first[0]);
  };
  const announced = createChangeLog();
  // Bumped when listening starts or stops: every answer kept before is stale.
  let epoch = 0;
  let listening = false;

  /** An answer's application's marks, of this node's writes and of those announced: each write to its rows moves them. */
  const marksOf = (application: string | undefined) =>
    application && writes ? writes.markOf(application) + announced.markOf(application) : 0;
  const generationIn = (
    tables: readonly string[],
    local: ReadonlyMap<string, number>,
    heard: ReadonlyMap<string, number>,
    marks: number,
  ) => {
    let sum = epoch + marks + (local.get(ANY_TABLE) ?? 0) + (heard.get(ANY_TABLE) ?? 0);
    for (const table of tables) sum += (local.get(table) ?? 0) + (heard.get(table) ?? 0);
    return sum;
  };
  const generationNow = (tables: readonly string[], application: string | undefined) => {
    if (!writes) return Number.NaN;
    const unscopedOnly = application !== undefined;
    return epoch + marksOf(application) + writes.of(tables, unscopedOnly) + announced.of(tables, unscopedOnly);
  };

  /*
   * Answers being made, per key. When an answer ends (its time to live, a write), every caller of the key misses at
   * once: a hundred open console tabs, or a hundred connections of the bench, would each run the same queries
   * (docs/decisions.md "Performance of the server"). The first makes it; the others wait and then read memory, with
   * the same check as any lookup: an answer a write overtook is not kept, and then each makes its own.
   */
  const inMaking = new Map<string, Promise<void>>();
  /**
   * The entry of `key` that still holds. A lookup is counted once: one that misses while the answer is being made is
   * counted when the wait ends (`madeMeanwhile`), as a hit when the answer made was kept.
   */
  const holding = (key: string, now: Date, { afterWait = false } = {}): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now.getTime() < entry.until && entry.generation === generationNow(entry.tables, entry.application)) {
      lookups?.hit();
      return entry;
    }
    if (entry) forget(key);
    if (afterWait || !inMaking.has(key)) lookups?.miss();
    return undefined;
  };

  const making = (key: string): (() => void) => {
    if (inMaking.has(key)) return () => {};
    let done = () => {};
    const made = new Promise<void>((resolve) => {
      done = resolve;
    });
    inMaking.set(key, made);
    return () => {
      if (inMaking.get(key) === made) inMaking.delete(key);
      done();
    };
  };
  const madeMeanwhile = (key: string, now: () => Date): Promise<Entry | undefined> | undefined => {
    const made = inMaking.get(key);
    return made?.then(() => holding(key, now(), { afterWait: true }));
  };

  const memory: AnswerMemory = {
    get: (key, now) => holding(key, now)?.answer,
    begin(application) {
      if (!listening || !writes || ttlMs <= 0) return () => {};
      const unscopedOnly = application !== undefined;
      const local = writes.snapshot(unscopedOnly);
      const heard = announced.snapshot(unscopedOnly);
      const marks = marksOf(application);
      const startedEpoch = epoch;
      return (key, answer, record, now) => {
        const tables = [...record.tables];
        if (epoch !== startedEpoch || answer === undefined) return;
        const generation = generationIn(tables, local, heard, marks);
        if (generation !== generationNow(tables, application)) return;
        const size = typeof answer === 'string' ? answer.length : ROW_CHARACTERS;
        forget(key);
        makeRoom(now.getTime(), size);
        entries.set(key, {
          answer,
          characters: size,
          tables,
          application,
          generation,
          until: Math.min(now.getTime() + ttlMs, record.until),
        });
        characters += size;
      };
    },
    async remembered<T>(key: string, now: () => Date, make: () => Promise<T>): Promise<T> {
      // No await before `making` unless another caller is making it: the first to miss announces it at once.
      let entry = holding(key, now());
      const meanwhile = entry ? undefined : madeMeanwhile(key, now);
      if (meanwhile) entry = await meanwhile;
      if (entry) {
        // An answer made from this one depends on what this one read.
        noteReads(entry.tables, entry.until);
        return entry.answer as T;
      }
      const done = making(key);
      try {
        const remember = memory.begin();
        const { value, record } = await recordingReads(make);
        remember(key, value, record, now());
        return value;
      } finally {
        done();
      }
    },
    making,
    madeMeanwhile: (key, now) => madeMeanwhile(key, now)?.then((entry) => entry?.answer),
    heard(announcement) {
      const [table, application] = announcement.split(' ');
      if (table) announced.record(table, application ? [application] : undefined);
    },
    setListening(on) {
      listening = on;
      epoch += 1;
      entries.clear();
      characters = 0;
    },
  };
  return memory;
};
