import { rolesAllow } from '@heloc/domain';
import type { ConsoleLiveServerFrame } from '@heloc/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { channelListenerOf } from '../../platform/database/database';
import { ROWS_CHANGED_CHANNEL } from '../../platform/http/answer-memory';
import type { ServiceContext } from '../service-context';
import { readApplicationRow } from '../../workflow';

/*
 * The console's live socket on this node (docs/product/operations-console.md §10). The database announces every write
 * with the applications whose rows it wrote (migration 0039, the answer memory's channel), on every node, whoever made
 * it: an upload, a condition's answer, a signature, a status change, a member's act. This node tells each of its
 * members' consoles which file changed, if the member may read it (FILE_READ, scoped to the file's organisation), so
 * an open file and the pipeline read it again within a second, without polling.
 *
 * The writes of one moment are gathered for COALESCE_MS: a transaction writes several tables of one file, and the
 * console reads the file once. The wait also lets every node's answer memory (which hears the same announcement)
 * forget the file before the console asks again.
 */

const COALESCE_MS = 100;
/** The files whose organisation this node remembers (a file never changes organisation). */
const MAX_REMEMBERED_ORGS = 20_000;

export interface ConsoleLiveHub {
  /** A member's console follows their files; answers the function that stops. */
  add(staff: StaffPrincipal, socket: WebSocket): () => void;
  /** The member's roles or organisations as read again (each ping): what they may hear follows them. */
  update(socket: WebSocket, staff: StaffPrincipal): void;
  sockets(): number;
  stop(): Promise<void>;
}

export const sendLiveFrame = (socket: WebSocket, frame: ConsoleLiveServerFrame): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

/** The application a row announcement names ("<table> <uuid>"), if it names one. */
const applicationOfAnnouncement = (payload: string): string | undefined => {
  const space = payload.indexOf(' ');
  return space > 0 ? payload.slice(space + 1).toLowerCase() : undefined;
};

export const createConsoleLiveHub = (ctx: ServiceContext, log: FastifyBaseLogger): ConsoleLiveHub => {
  const watchers = new Map<WebSocket, StaffPrincipal>();
  const orgOf = new Map<string, string | null>();
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const organisationOf = async (application: string): Promise<string | null> => {
    const known = orgOf.get(application);
    if (known !== undefined) return known;
    const row = await readApplicationRow(ctx.db, application);
    const org = row?.org_code ?? null;
    if (row) {
      if (orgOf.size >= MAX_REMEMBERED_ORGS) orgOf.delete(orgOf.keys().next().value as string);
      orgOf.set(application, org);
    }
    return org;
  };

  const flush = async (applications: Set<string>) => {
    for (const application of applications) {
      if (watchers.size === 0) return;
      const org = await organisationOf(application);
      if (!org) continue;
      const frame: ConsoleLiveServerFrame = { type: 'file-changed', applicationUuid: application };
      for (const [socket, staff] of watchers)
        if (staff.orgCodes.includes(org) && rolesAllow(staff.roles, 'FILE_READ')) sendLiveFrame(socket, frame);
    }
  };

  const heard = (payload: string) => {
    const application = applicationOfAnnouncement(payload);
    if (!application || watchers.size === 0) return;
    pending.add(application);
    timer ??= setTimeout(() => {
      timer = undefined;
      const batch = pending;
      pending = new Set();
      flushing = flushing
        .then(() => flush(batch))
        .catch((error: unknown) => log.warn({ err: error }, 'console live: changes not delivered'));
    }, COALESCE_MS);
  };

  // As the chat's hub (chat-hub.ts): what was announced while this node was not listening reached nobody, so its
  // consoles are asked to reconnect (1012), and each reads its screens again once back.
  let lostSince = false;
  let stopping = false;
  const onConnected = (connected: boolean) => {
    if (!connected) {
      lostSince = !stopping;
      return;
    }
    if (!lostSince) return;
    lostSince = false;
    for (const socket of watchers.keys()) socket.close(1012, 'Reconnect to catch up');
  };
  const unlisten = channelListenerOf(ctx.db)?.(ROWS_CHANGED_CHANNEL, heard, onConnected);

  return {
    add(staff, socket) {
      watchers.set(socket, staff);
      return () => void watchers.delete(socket);
    },
    update(socket, staff) {
      if (watchers.has(socket)) watchers.set(socket, staff);
    },
    sockets: () => watchers.size,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await unlisten?.();
      await flushing;
    },
  };
};
