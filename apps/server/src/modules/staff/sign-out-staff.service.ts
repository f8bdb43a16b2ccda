import { revokeStaffSession } from '../../platform/auth/staff-sessions.repo';
import type { ServiceContext } from '../service-context';

/** Ends this staff session (the row is revoked: every node refuses it from the next request). */
export const signOutStaff = async (ctx: ServiceContext, sessionHash: string): Promise<{ ok: true }> => {
  await revokeStaffSession(ctx.db, sessionHash, ctx.now());
  return { ok: true };
};
