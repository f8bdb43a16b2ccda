import type { Audience } from '@heloc/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ParticipantRole } from '../database/participants.repo';

/**
 * What the route builder found a caller to be in the application the call names (participation.ts): checked once,
 * before validation, on every 'borrower' and 'participant' call, and handed to the service, which checks it no more.
 */
export interface Participation {
  applicationUuid: string;
  identityUuid: string;
  /** PRIMARY on a 'borrower' call. */
  role: ParticipantRole;
}

/**
 * What the route builder checked of a caller before the handler (contract-route.ts): the call's audience, which the
 * caller was admitted to, and on a 'borrower' or 'participant' call their part in the path's application (a
 * 'participant' call's joins once the request is validated; absent only where the call's own read checks it: the
 * status poll, audience-checks.ts). Set once every check of the audience has passed; null while they run, on a
 * 'public' call (nothing to check), on a route not built from a contract, and on an answer from the answer memory
 * (kept only for a caller who passed the checks when it was made). Tests read it to tell a caller admitted from one
 * refused, whatever the handler answers after.
 */
export interface Access {
  audience: Exclude<Audience, 'public'>;
  participation?: Participation;
}

/** The caller's part in the application, as the route builder checked it: what a 'borrower' or 'participant' handler hands its service. */
export const participationOf = (request: FastifyRequest): Participation => {
  const participation = request.access?.participation;
  // A handler asking what its route did not check is a mistake of the code, not of the caller.
  if (!participation) throw new Error(`${request.routeOptions.url}: its route checked no participation`);
  return participation;
};
