import type { HelocApplication, HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow, EngineDb } from '../../engine/db/tables';
import type { Engine } from '../../engine/engine.plugin';
import { statusOf } from '../../engine/workflow/status-fields';
import { AppError, NOT_FOUND } from '../../lib/errors';
import { toHelocApplication } from './application.mapper';
import { findParticipantApplication, listParticipantApplications, listSignerIdentities } from './application.repo';

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

export const getApplication = async (engine: Engine, uuid: string, identityUuid: string): Promise<HelocApplication> => {
  await requireParticipantApplication(engine.db, uuid, identityUuid);
  await engine.applyDue(uuid);
  return readApplication(engine.db, await requireParticipantApplication(engine.db, uuid, identityUuid));
};

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
  await requireParticipantApplication(engine.db, uuid, identityUuid);
  await engine.applyDue(uuid);
  return statusOf(await requireParticipantApplication(engine.db, uuid, identityUuid));
};
