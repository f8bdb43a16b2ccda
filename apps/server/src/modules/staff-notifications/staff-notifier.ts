import type { FastifyBaseLogger } from 'fastify';
import { channelListenerOf } from '../../platform/database/database';
import { ROWS_CHANGED_CHANNEL } from '../../platform/http/answer-memory';
import type { ServiceContext } from '../service-context';
import { noteWaitingWork, type StaffNoticeMail } from './note-waiting-work';

/*
 * Hears every write the database announces (migration 0039) and, for the tables whose change can make a file wait on
 * the lender (the application's status or assignee, a condition's answer), notes the work for its members
 * (note-waiting-work.ts). The writes of one moment are gathered, as the console's live hub gathers them: a transaction
 * writes several tables of one file, and the file is looked at once.
 */

const COALESCE_MS = 100;
const TABLES = new Set(['applications', 'conditions', 'condition_history']);

export const startStaffNotifier = (
  ctx: ServiceContext,
  mail: StaffNoticeMail,
  log: FastifyBaseLogger,
): (() => Promise<void>) => {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let working: Promise<void> = Promise.resolve();

  const heard = (payload: string) => {
    const [table, application] = payload.split(' ');
    if (!table || !application || !TABLES.has(table)) return;
    pending.add(application.toLowerCase());
    timer ??= setTimeout(() => {
      timer = undefined;
      const batch = pending;
      pending = new Set();
      working = working.then(async () => {
        for (const uuid of batch)
          await noteWaitingWork(ctx, uuid, mail).catch((error: unknown) =>
            log.warn({ err: error, applicationUuid: uuid }, 'staff notifications: work not noted'),
          );
      });
    }, COALESCE_MS);
  };
  const unlisten = channelListenerOf(ctx.db)?.(ROWS_CHANGED_CHANNEL, heard, () => {});
  return async () => {
    clearTimeout(timer);
    await unlisten?.();
    await working;
  };
};
