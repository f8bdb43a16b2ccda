import type { StaffRole } from '@heloc/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, UNAUTHENTICATED } from '../http/errors';

/**
 * The staff member behind a 'staff' call (docs/product/operations-console.md §1), read from their session on every
 * request: a disabled member or an ended session is refused on every server node at once.
 */
export interface StaffPrincipal {
  memberUuid: string;
  name: string;
  email: string;
  roles: readonly StaffRole[];
  /** The organisations whose applications the member sees; any other application is 404 to them. */
  orgCodes: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

/** The signed-in member of a 'staff' route (the staff preHandler ran before the handler). */
export const requireStaff = (request: FastifyRequest): StaffPrincipal => {
  if (!request.staff) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return request.staff;
};

/** How a member appears in the audit trail and the timeline: their name and e-mail at the time. */
export const staffActorLabel = (staff: Pick<StaffPrincipal, 'name' | 'email'>): string =>
  `${staff.name} <${staff.email}>`;
