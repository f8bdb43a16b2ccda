import type { Db } from '../../platform/database/database';
import type { ParticipantRole } from '../../platform/database/participants.repo';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { findParticipantApplication } from './applications.repo';

export interface ParticipantAccess {
  /** Lock the row for the caller's transaction (a use case that writes it or advances its status). */
  forUpdate?: boolean;
  /** Only a participant in this role finds it (the primary applicant's own calls); anyone else gets 404. */
  role?: ParticipantRole;
}

/**
 * This identity's application, in this role, locked or not: the one check every call on one application makes
 * first. Anyone who takes no part in it (or not in `role`) gets 404, whatever the organisation, so a stranger learns
 * nothing of its existence.
 */
export const requireParticipantApplication = async (
  db: Db,
  uuid: string,
  identityUuid: string,
  access: ParticipantAccess = {},
): Promise<ApplicationRow> => {
  const row = await findParticipantApplication(db, uuid, identityUuid, access);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
};
