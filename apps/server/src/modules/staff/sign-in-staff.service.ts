import { STAFF_SIGN_IN_REFUSED_MESSAGE } from '@heloc/domain';
import type { StaffSignInBody, StaffSignInResponse } from '@heloc/domain/contracts';
import { verifyPassword } from '../../platform/auth/passwords';
import { accountKeyOf, assertSignInAllowed, recordSignInAttempt } from '../../platform/auth/sign-in-guard';
import { startStaffSession } from '../../platform/auth/staff-auth.plugin';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { normalizeStaffEmail } from './staff-member';
import { findStaffMemberByEmail } from '../../platform/auth/staff-members.repo';

/** The login throttle's account key of a staff e-mail: its own namespace, apart from every organisation's borrowers. */
export const staffAccountKey = (email: string): string => accountKeyOf('staff', normalizeStaffEmail(email));

/**
 * Staff sign-in, first step (docs/product/operations-console.md §1): the password opens a session that needs the
 * second factor before it opens anything. One message for an unknown e-mail, a wrong password and a disabled member;
 * each failure counts in the login throttle (429 once it must wait).
 */
export const signInStaff = async (
  ctx: ServiceContext,
  body: StaffSignInBody,
  clientIp: string,
): Promise<StaffSignInResponse> => {
  const now = ctx.now();
  const scope = { accountKey: staffAccountKey(body.email), clientIp, deviceId: undefined, now };
  await assertSignInAllowed(ctx.db, scope);
  const member = await findStaffMemberByEmail(ctx.db, normalizeStaffEmail(body.email));
  // Verified even without a member (against a dummy hash), so the answer's time does not tell which e-mails exist.
  const passwordOk = await verifyPassword(member?.password_hash ?? undefined, body.password);
  const ok = member !== undefined && member.password_hash !== null && member.disabled_at === null && passwordOk;
  await recordSignInAttempt(ctx.db, { ...scope, succeeded: ok });
  if (!ok) throw new AppError('invalid_credentials', STAFF_SIGN_IN_REFUSED_MESSAGE);
  const token = await startStaffSession(ctx, member.uuid, now);
  return { token, secondFactor: member.totp_confirmed_at ? 'CODE' : 'SET_UP' };
};
