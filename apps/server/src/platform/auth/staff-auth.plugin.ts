import { randomBytes } from 'node:crypto';
import {
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_IDLE_TIMEOUT_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type StaffPermission,
  type StaffRole,
  rolesAllow,
} from '@heloc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldCipher } from '../crypto';
import type { StaffPrincipal } from './staff-principal';
import type { Db } from '../database/database';
import type { AnswerMemory } from '../http/answer-memory';
import { AppError, UNAUTHENTICATED } from '../http/errors';
import {
  findStaffSessionWithMember,
  insertStaffSession,
  pruneMemberStaffSessions,
  revokeStaffSession,
  touchStaffSession,
} from './staff-sessions.repo';

/*
 * Staff sessions (docs/product/operations-console.md §1): an opaque random token in `Authorization: Bearer`, of which
 * only a keyed hash (the field cipher's blind index, like the two-step verification challenges) is stored. Every
 * request checks the session row and its member; a console call finds them in the node's answer memory
 * (platform/http/answer-memory.ts) while neither table is written, so a sign-out or an admin's "disable" ends it on the
 * node that made it at once and on every other node when the database announces the write. A borrower's JWT matches
 * no row (401), and a staff token is no JWT for the borrower's check (401).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook for 'staff' contracts (before validation): a live session whose second factor is done. */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook for 'staff-partial' contracts (before validation): a live session, second factor done or not. */
    authenticateStaffPartial: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The staff session of a 'staff' or 'staff-partial' call (set with request.staff). */
    staffSession: StaffSessionRef | null;
  }
}

export interface StaffSessionRef {
  tokenHash: string;
  secondFactorDone: boolean;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const SESSION_PURPOSE = 'staff-session';
const IDLE_MS = STAFF_IDLE_TIMEOUT_MINUTES * 60_000;
/** Ended sessions are forgotten this long after they ended, at the member's next sign-in. */
const ENDED_SESSIONS_KEPT_MS = 7 * 24 * 3_600_000;
/**
 * A request within this long of the last one recorded does not write last_seen_at again (one write per half minute
 * of activity at most): the session then ends between 14.5 and 15 idle minutes after its very last request.
 */
const STAFF_TOUCH_EVERY_MS = 30_000;

/** Most tokens whose hash one node keeps, per cipher; the oldest go first. */
const HASHES_KEPT = 1_000;
const hashesOf = new WeakMap<FieldCipher, Map<string, string>>();

/**
 * The stored hash of a token. A console tab sends the same token with every call, and making a keyed hash was about a
 * quarter of such a call's time on the server (docs/decisions.md "Performance of the server"), so a node keeps the
 * hashes of the tokens it has seen lately, as it keeps the borrowers' verified tokens (tokens.ts). The database still
 * stores the hash alone.
 */
const staffSessionHash = (cipher: FieldCipher, token: string): string => {
  let hashes = hashesOf.get(cipher);
  if (!hashes) hashesOf.set(cipher, (hashes = new Map()));
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = cipher.blindIndex(SESSION_PURPOSE, token);
    if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value as string);
    hashes.set(token, hash);
  }
  return hash;
};

/** Starts a staff session after a right password: it opens nothing but the second-factor step until that is done. */
export const startStaffSession = async (
  { db, cipher }: { db: Db; cipher: FieldCipher },
  memberUuid: string,
  now: Date,
  { secondFactorDone = false }: { secondFactorDone?: boolean } = {},
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await pruneMemberStaffSessions(db, memberUuid, new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS));
  await insertStaffSession(db, {
    tokenHash: staffSessionHash(cipher, token),
    memberUuid,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 3_600_000),
    secondFactorAt: secondFactorDone ? now : null,
  });
  return token;
};

/**
 * The member behind a staff token at `now`, checked as every 'staff' call checks it: the session row and its member
 * (not revoked, not disabled, not expired), not idle past the timeout (then revoked), the second factor done unless
 * `partial`; touched at most every half minute unless `touch` is off. Undefined when refused. Also for the console's
 * chat socket, whose first frame carries the token and whose pings check it again without touching it, so an open
 * socket alone never keeps a session from going idle (docs/product/chat.md §5).
 */
export const staffSessionOfToken = async (
  { db, cipher, memory }: { db: Db; cipher: FieldCipher; memory?: AnswerMemory },
  token: string,
  now: Date,
  { partial = false, touch = true }: { partial?: boolean; touch?: boolean } = {},
): Promise<{ staff: StaffPrincipal; tokenHash: string; secondFactorDone: boolean } | undefined> => {
  const tokenHash = staffSessionHash(cipher, token);
  const read = () => findStaffSessionWithMember(db, tokenHash);
  const row = memory ? await memory.remembered(`staff-session ${tokenHash}`, () => now, read) : await read();
  if (!row || row.revoked_at || row.disabled_at || now.getTime() >= row.expires_at.getTime()) return undefined;
  const idleMs = now.getTime() - row.last_seen_at.getTime();
  if (idleMs > IDLE_MS) {
    await revokeStaffSession(db, tokenHash, now);
    return undefined;
  }
  if (!partial && !row.second_factor_at) return undefined;
  if (touch && idleMs >= STAFF_TOUCH_EVERY_MS) await touchStaffSession(db, tokenHash, now);
  return {
    staff: {
      memberUuid: row.member_uuid,
      name: row.name,
      email: row.email,
      roles: row.roles as StaffRole[],
      orgCodes: row.org_codes,
    },
    tokenHash,
    secondFactorDone: row.second_factor_at !== null,
  };
};

const refuse = (): never => {
  throw new AppError('unauthenticated', UNAUTHENTICATED);
};

/** Hook after authenticateStaff for a contract with a `permission`: 403 when no role of the member allows it. */
export const requireStaffPermission =
  (permission: StaffPermission) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!request.staff) refuse();
    else if (!rolesAllow(request.staff.roles, permission)) throw new AppError('forbidden', STAFF_FORBIDDEN_MESSAGE);
  };

export const staffAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffSession', null);

    const check = async (request: FastifyRequest, { partial }: { partial: boolean }) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return refuse();
      const session = await staffSessionOfToken(
        { db: app.db, cipher: app.fieldCipher, memory: app.answerMemory },
        token,
        app.clock(),
        { partial },
      );
      if (!session) return refuse();
      request.staff = session.staff;
      request.staffSession = { tokenHash: session.tokenHash, secondFactorDone: session.secondFactorDone };
    };

    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      await check(request, { partial: false });
    });
    app.decorate('authenticateStaffPartial', async (request: FastifyRequest) => {
      await check(request, { partial: true });
    });
  },
  { name: 'staff-auth', dependencies: ['config', 'db', 'field-cipher', 'answer-memory'] },
);
