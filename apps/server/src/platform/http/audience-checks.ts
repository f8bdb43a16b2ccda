import type { Audience, Contract } from '@heloc/domain/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { requireParticipation, type TakesPart } from '../auth/participation';
import { requireStaffPermission } from '../auth/staff-auth.plugin';

/**
 * The checks of a contract's audience (contract.ts `Audience`), run by the route builder before the request is
 * validated, so that a caller refused learns nothing of the request's shape; and a 'participant' call's part in its
 * application, checked after the validation, where its service checked it before, so that every answer stays what it
 * was (a stranger's malformed request is still told so first).
 */
export interface AudienceChecks {
  /** Who the caller is: the session or key the audience asks for (401; 403 for a console role without the permission). */
  credentials: preHandlerHookHandler[];
  /** A 'borrower' call: the caller is the path's application's primary applicant (404), before validation. */
  participation: preHandlerHookHandler[];
  /** A 'participant' call: the caller takes part in the path's application (404), once the request is validated. */
  participationAfterValidation: preHandlerHookHandler[];
}

const NONE: preHandlerHookHandler[] = [];
const only = (credentials: preHandlerHookHandler[]): AudienceChecks => ({
  credentials,
  participation: NONE,
  participationAfterValidation: NONE,
});

/** A 'participant' call's part, checked after its audience was recorded, joins what was recorded (access.ts). */
const withParticipation = async (request: FastifyRequest): Promise<void> => {
  if (request.access && request.participation)
    request.access = { ...request.access, participation: request.participation };
};

/** The path parameter that names a call's application: `:uuid`, or `:appUuid` where the spec names it so. */
const applicationParamOf = (contract: Contract): string => {
  const param = ['uuid', 'appUuid'].find((name) => contract.path.includes(`/:${name}`));
  if (!param) throw new Error(`${contract.path}: a '${contract.auth}' call names its application (:uuid)`);
  return param;
};

/**
 * A 'borrower' or 'participant' call's part in its application is checked here, once, with one query
 * (platform/auth/participation.ts), after the answer memory missed: the primary applicant for a 'borrower' call, anyone
 * taking part for a 'participant' one. The service is handed what was found (request.access.participation) and checks
 * it no more. `takesPart`: a read that checks participation in its own statement answers instead (the status poll).
 */
export const audienceChecksOf = (
  app: FastifyInstance,
  contract: Contract,
  { takesPart }: { takesPart?: TakesPart } = {},
): AudienceChecks => {
  const audience: Audience = contract.auth;
  switch (audience) {
    case 'public':
      return only(NONE);
    case 'customer':
      return only([app.authenticateCustomer]);
    case 'participant': {
      const check = requireParticipation(app.db, {
        param: applicationParamOf(contract),
        ...(takesPart ? { takesPart } : {}),
      });
      return { ...only([app.authenticateCustomer]), participationAfterValidation: [check, withParticipation] };
    }
    case 'borrower': {
      const check = requireParticipation(app.db, { param: applicationParamOf(contract), role: 'PRIMARY' });
      return { ...only([app.authenticateCustomer]), participation: [check] };
    }
    case 'agent':
      return only([app.authenticateAgent]);
    case 'staff': {
      const permission = contract.permission ? [requireStaffPermission(contract.permission)] : NONE;
      return only([app.authenticateStaff, ...permission]);
    }
    case 'staff-partial':
      return only([app.authenticateStaffPartial]);
    case 'sandbox':
      return only([app.requireSandbox]);
  }
};

/** The last check of an audience: what was checked, recorded on the request (access.ts). */
export const admittedAs =
  (audience: Exclude<Audience, 'public'>) =>
  async (request: FastifyRequest): Promise<void> => {
    request.access = request.participation ? { audience, participation: request.participation } : { audience };
  };
