import type { HelocStatus } from '@heloc/domain/contracts';
import { createChangeLog } from '../../platform/database/change-log';
import type { WriteCounts } from '../../platform/database/write-watch';

/** The notification channel on which the database announces a change to what a status read reads (migration 0026). */
export const APPLICATION_CHANGED_CHANNEL = 'heloc_application_changed';

/**
 * The tables a status read reads, only the rows of its application: a write to an application's rows makes its answers
 * stale, and a write to them whose application is not told every answer.
 */
const READ_TABLES = ['applications', 'scheduled_transitions', 'application_participants'] as const;

/** Most answers one node remembers; the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * A per-node memory of the status call's answers (every applicant's browser polls it; with nothing written
 * the answer cannot change, and reading it again was most of the call's cost). An answer is kept until the first
 * of: `ttlMs`; the application's next scheduled step falling due (the read would then apply it); any write to its
 * application's rows in the tables it reads (or to rows whose application is not told), on this node (counted as it
 * takes effect, write-watch.ts) or on another (announced by the database with the application, `heard`). While announcements cannot be heard (`setListening(false)`: the LISTEN connection is down) nothing is
 * kept. A read that a write overtook (begun before the write took effect, answered after) is not remembered.
 */
export interface StatusCache {
  /** The remembered answer of `key` that still holds at `now`. */
  get(key: string, now: Date): HelocStatus | undefined;
  /**
   * Call before reading the status of `application`: answers how to remember what that read found, valid until `until`
   * at the latest.
   */
  begin(application: string): (key: string, status: HelocStatus, now: Date, until: Date | null) => void;
  /** An announced change to the rows of the application of uuid `application`: its remembered answers are stale. */
  heard(application: string): void;
  setListening(listening: boolean): void;
}

export const createStatusCache = ({
  ttlMs,
  writes,
  lookups,
}: {
  ttlMs: number;
  writes: WriteCounts | undefined;
  /** Counts each lookup, found or not (the operator's hit rate, platform/metrics). */
  lookups?: { hit(): void; miss(): void };
}) => {
  const entries = new Map<string, { status: HelocStatus; until: number; application: string; generation: number }>();
  const announced = createChangeLog();
  // Bumped when listening starts or stops: every answer kept before is stale.
  let epoch = 0;
  let listening = false;
  const generation = (application: string) =>
    epoch + announced.markOf(application) + (writes ? writes.of(READ_TABLES, true) + writes.markOf(application) : 0);
  const cache: StatusCache = {
    get(key, now) {
      const entry = entries.get(key);
      if (entry && entry.generation === generation(entry.application) && now.getTime() < entry.until) {
        lookups?.hit();
        return entry.status;
      }
      if (entry) entries.delete(key);
      lookups?.miss();
      return undefined;
    },
    begin(application) {
      const started = generation(application);
      return (key, status, now, until) => {
        if (!listening || !writes || ttlMs <= 0 || generation(application) !== started) return;
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        const expires = Math.min(now.getTime() + ttlMs, until?.getTime() ?? Number.POSITIVE_INFINITY);
        entries.set(key, { status, until: expires, application, generation: started });
      };
    },
    heard(application) {
      announced.record('applications', [application]);
    },
    setListening(on) {
      listening = on;
      epoch += 1;
      entries.clear();
    },
  };
  return cache;
};
