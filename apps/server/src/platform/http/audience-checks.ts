import type { Audience, Contract } from '@heloc/domain/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { requireBorrower } from '../auth/borrower-only';
import { requireStaffPermission } from '../auth/staff-auth.plugin';

/**
 * The checks of a contract's audience (contract.ts `Audience`), run by the route builder before the request is
 * validated, so that a caller refused learns nothing of the request's shape.
 */
export interface AudienceChecks {
  /** Who the caller is: the session or key the audience asks for (401; 403 for a console role without the permission). */
  credentials: preHandlerHookHandler[];
  /** What the caller is to the path's application (404), once the credentials are known. */
  participation: preHandlerHookHandler[];
}

const NONE: preHandlerHookHandler[] = [];

/**
 * A 'participant' call's part in the application is still checked by its service (requireParticipantApplication,
 * readStatus({ participant })), as it was before audiences were declared; a 'borrower' call's role is checked here,
 * with the one query the route made before for it.
 */
export const audienceChecksOf = (app: FastifyInstance, contract: Contract): AudienceChecks => {
  const audience: Audience = contract.auth;
  switch (audience) {
    case 'public':
      return { credentials: NONE, participation: NONE };
    case 'customer':
    case 'participant':
      return { credentials: [app.authenticateCustomer], participation: NONE };
    case 'borrower':
      if (!contract.path.includes('/:uuid')) throw new Error(`${contract.path}: a 'borrower' call names its :uuid`);
      return { credentials: [app.authenticateCustomer], participation: [requireBorrower(app.db)] };
    case 'agent':
      return { credentials: [app.authenticateAgent], participation: NONE };
    case 'staff': {
      const permission = contract.permission ? [requireStaffPermission(contract.permission)] : NONE;
      return { credentials: [app.authenticateStaff, ...permission], participation: NONE };
    }
    case 'staff-partial':
      return { credentials: [app.authenticateStaffPartial], participation: NONE };
    case 'sandbox':
      return { credentials: [app.requireSandbox], participation: NONE };
  }
};

/** The last check of an audience: what was checked, recorded on the request (access.ts). */
export const admittedAs =
  (audience: Exclude<Audience, 'public'>) =>
  async (request: FastifyRequest): Promise<void> => {
    request.access = { audience };
  };
