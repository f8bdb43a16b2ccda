/**
 * Counts of the writes that took effect, per table and per application, for a per-node memory to tell whether what it
 * kept is stale (docs/decisions.md "Performance of the server"). A write is scoped to the applications its rows belong
 * to when that is known (every row it wrote holds one of them in its `application_uuid`, or is one of them in
 * `applications`); otherwise it is unscoped, and it counts for every application. A write to a table that cannot be
 * told counts under ANY_TABLE. Every count only grows: an answer kept with the counts it was made at is stale once they
 * differ.
 */
export interface ChangeCounts {
  /** How many writes to any of `tables` (or to a table that cannot be told); `unscopedOnly`: only the unscoped ones. */
  of(tables: Iterable<string>, unscopedOnly?: boolean): number;
  /** Every table's count now, to compare with later (`unscopedOnly` as for `of`). */
  snapshot(unscopedOnly?: boolean): ReadonlyMap<string, number>;
  /**
   * A mark that moves on with every scoped write to `application` (a uuid in any case: a path may name it in capitals,
   * the database announces it in small letters). A memory that forgot the applications written longest ago answers,
   * for those, a mark that moved on whenever it forgot one (stale, never wrongly fresh).
   */
  markOf(application: string): number;
}

export const ANY_TABLE = '*';

/** Most applications whose last scoped write one log remembers (about 100 bytes each); the oldest go first. */
const MAX_APPLICATIONS = 50_000;

export interface ChangeLog extends ChangeCounts {
  /** A write to `table`, scoped to `applications` when known (a non-empty list), else unscoped. */
  record(table: string, applications?: readonly string[]): void;
}

export const createChangeLog = (maxApplications = MAX_APPLICATIONS): ChangeLog => {
  const all = new Map<string, number>();
  const unscoped = new Map<string, number>();
  // Per application, the sequence number of its last scoped write; in the order written, so the first is the oldest.
  const lastWrite = new Map<string, number>();
  let sequence = 0;
  // The last sequence number forgotten: what an application no longer remembered answers.
  let floor = 0;
  const bump = (counts: Map<string, number>, table: string) => counts.set(table, (counts.get(table) ?? 0) + 1);
  return {
    record(table, applications) {
      bump(all, table);
      if (!applications?.length) return void bump(unscoped, table);
      for (const written of applications) {
        const application = written.toLowerCase();
        sequence += 1;
        lastWrite.delete(application);
        lastWrite.set(application, sequence);
      }
      while (lastWrite.size > maxApplications) {
        const [oldest, at] = lastWrite.entries().next().value as [string, number];
        lastWrite.delete(oldest);
        floor = at;
      }
    },
    of(tables, unscopedOnly = false) {
      const counts = unscopedOnly ? unscoped : all;
      let sum = counts.get(ANY_TABLE) ?? 0;
      for (const table of tables) sum += counts.get(table) ?? 0;
      return sum;
    },
    snapshot: (unscopedOnly = false) => new Map(unscopedOnly ? unscoped : all),
    markOf: (application) => lastWrite.get(application.toLowerCase()) ?? floor,
  };
};
