import type { ConsoleSession } from '@heloc/domain/contracts';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { readSessionTrail } from '../telemetry';

/**
 * A borrower's session trail (docs/product/operations-console.md §9): the session of one of the member's
 * organisations; an unknown session, one of another organisation or one without an organisation is 404, as if it did
 * not exist.
 */
export const getSessionTrail = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  sessionKey: string,
): Promise<ConsoleSession> => {
  const trail = await readSessionTrail(ctx, sessionKey);
  if (!trail?.orgCode) throw new AppError('not_found', NOT_FOUND);
  const orgCode = requireMemberOrg(staff, trail.orgCode);
  return { ...trail, orgCode };
};
