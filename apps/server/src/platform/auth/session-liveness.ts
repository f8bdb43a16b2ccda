import type { Db } from '../database/database';
import { isSessionLive } from './sessions.repo';

/**
 * A short-lived per-node memory of sessions found live: the status call every applicant's browser polls
 * need not read the sessions row each time. A positive answer is kept for `ttlMs` (never past the session's expiry);
 * `forget` drops one at once: the node that handles a logout calls it directly, and every node calls it when the
 * revocation is announced on the database (sessions.repo.ts SESSION_REVOKED_CHANNEL). While no announcement can be
 * heard (`listening` false: the LISTEN connection is down), nothing is kept, so the TTL alone bounds staleness.
 */
export interface SessionLiveness {
  isLive(db: Db, jti: string, identityUuid: string, now: Date, expiresAt: Date): Promise<boolean>;
  forget(jti: string): void;
  /** Whether revocations from other nodes reach this one; off = every request reads the row. */
  setListening(listening: boolean): void;
}

/** Most sessions one node remembers; the oldest go first. */
const MAX_ENTRIES = 10_000;

export const createSessionLiveness = ({ ttlMs }: { ttlMs: number }): SessionLiveness => {
  /** jti -> the identity it belongs to and until when it is trusted (ms since the epoch). */
  const live = new Map<string, { identityUuid: string; until: number }>();
  let listening = false;
  // Counts forgets: a row read that a logout overtook (read before its commit, answered after) is not remembered.
  let forgets = 0;
  return {
    async isLive(db, jti, identityUuid, now, expiresAt) {
      const known = live.get(jti);
      if (known && known.identityUuid === identityUuid && now.getTime() < known.until) return true;
      if (known) live.delete(jti);
      const forgetsBefore = forgets;
      if (!(await isSessionLive(db, jti, identityUuid, now))) return false;
      if (listening && ttlMs > 0 && forgets === forgetsBefore) {
        if (live.size >= MAX_ENTRIES) live.delete(live.keys().next().value as string);
        live.set(jti, { identityUuid, until: Math.min(now.getTime() + ttlMs, expiresAt.getTime()) });
      }
      return true;
    },
    forget(jti) {
      forgets += 1;
      live.delete(jti);
    },
    setListening(on) {
      listening = on;
      forgets += 1;
      if (!on) live.clear();
    },
  };
};
