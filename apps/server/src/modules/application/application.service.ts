import type { HelocApplication, HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow, EngineDb } from '../../engine/db/tables';
import type { Engine } from '../../engine/engine.plugin';
import { statusOf } from '../../engine/workflow/status-fields';
import { AppError, NOT_FOUND } from '../../lib/errors';
import { toHelocApplication } from './application.mapper';
import {
  findParticipantApplication,
  findParticipantStatus,
  listParticipantApplications,
  listSignerIdentities,
} from './application.repo';

/** The application if the identity takes part in it; anyone else gets 404, whatever the organisation. */
export const requireParticipantApplication = async (
  db: EngineDb,
  uuid: string,
  identityUuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow> => {
  const row = await findParticipantApplication(db, uuid, identityUuid, options);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
};

export const readApplication = async (db: EngineDb, row: ApplicationRow): Promise<HelocApplication> =>
  toHelocApplication(row, await listSignerIdentities(db, row.uuid));

/**
 * The application row after its due transitions. Most reads find nothing due: they answer the row already read,
 * without a transaction. When something is due they apply it (or wait for the node applying it) and read again.
 */
const readAfterDueTransitions = async (engine: Engine, uuid: string, identityUuid: string): Promise<ApplicationRow> => {
  const row = await requireParticipantApplication(engine.db, uuid, identityUuid);
  if (!(await engine.hasDue(uuid))) return row;
  await engine.applyDue(uuid);
  return requireParticipantApplication(engine.db, uuid, identityUuid);
};

export const getApplication = async (engine: Engine, uuid: string, identityUuid: string): Promise<HelocApplication> =>
  readApplication(engine.db, await readAfterDueTransitions(engine, uuid, identityUuid));

/** spec 03 §7: every application the identity takes part in, newest first. */
export const listApplications = async (engine: Engine, identityUuid: string): Promise<HelocApplication[]> => {
  const rows = await listParticipantApplications(engine.db, identityUuid);
  return Promise.all(rows.map((row) => readApplication(engine.db, row)));
};

/**
 * spec 01 §4, 02 §7: the status the client routes on. Reading it first applies the application's due transitions,
 * so progress shows without a background worker.
 */
export const getStatus = async (engine: Engine, uuid: string, identityUuid: string): Promise<HelocStatus> => {
  // The hot path of the client's polling (spec 01 §4): one query when nothing is due.
  const found = await findParticipantStatus(engine.db, uuid, identityUuid, engine.now());
  if (!found) throw new AppError('not_found', NOT_FOUND);
  if (!found.has_due) return statusOf(found);
  return statusOf(await readAfterDueTransitions(engine, uuid, identityUuid));
};
