import type { FastifyRequest } from 'fastify';
import type { Db } from '../database/database';
import { findParticipantRole, type ParticipantRole } from '../database/participants.repo';
import { checkedForAnswer } from '../http/answer-memory.plugin';
import { AppError, NOT_FOUND } from '../http/errors';
import type { Participation } from './access';
import { requireAuth } from './auth.plugin';

/** A uuid as the contracts' uuidSchema (z.guid) accepts it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRole = (role: string | undefined): role is ParticipantRole =>
  role === 'PRIMARY' || role === 'ADDITIONAL_SIGNER';

/**
 * The one answer to "may this person act on this application": they take part in it (in `role` when given), one
 * indexed read of application_participants; undefined when they do not. The route builder asks it of every 'borrower'
 * and 'participant' call (checkParticipation); a call that names an application outside its path (its body or query:
 * the co-deed status, a chat or a CEO feedback about an application) asks it once that is validated.
 */
export const participationIn = async (
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  { role }: { role?: ParticipantRole } = {},
): Promise<Participation | undefined> => {
  const found = await findParticipantRole(db, applicationUuid, identityUuid);
  if (!isRole(found) || (role && found !== role)) return undefined;
  return { applicationUuid, identityUuid, role: found };
};

/** participationIn, where anyone else gets 404, whatever the organisation: a stranger learns nothing of the application. */
export const checkParticipation = async (
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  options: { role?: ParticipantRole } = {},
): Promise<Participation> => (await participationIn(db, applicationUuid, identityUuid, options)) ?? notFound();

const notFound = (): never => {
  throw new AppError('not_found', NOT_FOUND);
};

/**
 * Where a read checks participation in its own statement (the status poll: from the node's status cache), it tells
 * the route builder whether the caller takes part, and no other query is made for it. It may keep what it read for
 * the request's handler.
 */
export type TakesPart = (request: FastifyRequest, applicationUuid: string, identityUuid: string) => Promise<boolean>;

export interface ParticipationCheck {
  /** The path parameter that names the application (`uuid`; `appUuid` where the spec names it so). */
  param: string;
  /** Only this role is admitted (a 'borrower' call: the primary applicant); an additional signer gets 404 then. */
  role?: ParticipantRole;
  takesPart?: TakesPart;
}

/**
 * The route builder's check of a 'borrower' or 'participant' call, after the customer session's (audience-checks.ts):
 * the caller takes part in the path's application, found once and recorded for the handler (request.participation,
 * then request.access). A path value that is no uuid names no application: the validation answers it (400).
 */
export const requireParticipation =
  (db: Db, { param, role, takesPart }: ParticipationCheck) =>
  async (request: FastifyRequest): Promise<void> => {
    const uuid = (request.params as Record<string, unknown>)[param];
    if (typeof uuid !== 'string') throw new AppError('not_found', NOT_FOUND);
    if (!UUID.test(uuid)) return;
    const { identityUuid } = requireAuth(request);
    if (takesPart) {
      if (!(await takesPart(request, uuid, identityUuid))) throw new AppError('not_found', NOT_FOUND);
      return;
    }
    // A remembered answer (answer-memory.plugin.ts) then also ends at a change of the caller's part in the application.
    request.participation = await checkedForAnswer(request, () => checkParticipation(db, uuid, identityUuid, { role }));
  };
