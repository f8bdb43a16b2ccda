import type { FastifyRequest } from 'fastify';
import type { Db } from '../database/database';
import { findParticipantRole } from '../database/participants.repo';
import { AppError, NOT_FOUND } from '../http/errors';
import { requireAuth } from './auth.plugin';

/** A uuid as the contracts' uuidSchema (z.guid) accepts it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The check of a 'borrower' call, after the customer session's: the caller is the primary applicant of the path's
 * application (`:uuid`). An additional signer gets 404, as anyone else who takes no part in it does
 * (docs/product/widgets-and-calculations.md §6), and nothing of the request is read. A uuid that is no uuid names no
 * application: the validation answers it (400).
 */
export const requireBorrower =
  (db: Db) =>
  async (request: FastifyRequest): Promise<void> => {
    const { uuid } = request.params as { uuid?: unknown };
    if (typeof uuid !== 'string') throw new AppError('not_found', NOT_FOUND);
    if (!UUID.test(uuid)) return;
    if ((await findParticipantRole(db, uuid, requireAuth(request).identityUuid)) !== 'PRIMARY')
      throw new AppError('not_found', NOT_FOUND);
  };
