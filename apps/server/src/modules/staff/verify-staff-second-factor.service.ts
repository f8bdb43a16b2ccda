import {
  STAFF_AUTHENTICATOR_NOT_STARTED_MESSAGE,
  STAFF_CODE_INCORRECT_MESSAGE,
  STAFF_RECOVERY_CODE_COUNT,
  formatRecoveryCode,
  normalizeMfaCode,
} from '@heloc/domain';
import type { StaffSecondFactorBody, StaffSelf } from '@heloc/domain/contracts';
import { assertSignInAllowed, recordSignInAttempt } from '../../platform/auth/sign-in-guard';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { completeStaffSession } from '../../platform/auth/staff-sessions.repo';
import { matchTotpStep, newRecoveryCode } from '../../platform/auth/totp';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { staffAccountKey } from './sign-in-staff.service';
import { openTotpSecret, recoveryCodeHash, toStaffSelf } from './staff-member';
import { replaceStaffRecoveryCodes, spendStaffRecoveryCode } from './staff.repo';
import { confirmStaffTotp, findStaffMemberForUpdate, takeStaffTotpStep } from '../../platform/auth/staff-members.repo';

/**
 * Staff sign-in, second step (docs/product/operations-console.md §1): the authenticator's code, never accepted twice
 * (its time step is remembered), or a recovery code, spent. The first code confirms a new authenticator and answers
 * the recovery codes, this once. The session then opens the console. A wrong code counts in the login throttle.
 */
export const verifyStaffSecondFactor = async (
  ctx: ServiceContext,
  {
    caller,
    sessionHash,
    body,
    clientIp,
  }: {
    /** The session's member, as the staff preHandler read it with the session. */
    caller: StaffPrincipal;
    sessionHash: string;
    body: StaffSecondFactorBody;
    clientIp: string;
  },
): Promise<{ member: StaffSelf; recoveryCodes?: string[] }> => {
  const now = ctx.now();
  const { memberUuid } = caller;
  const scope = { accountKey: staffAccountKey(caller.email), clientIp, deviceId: undefined, now };
  await assertSignInAllowed(ctx.db, scope);
  const outcome = await inTransaction(ctx, async (tx) => {
    const row = await findStaffMemberForUpdate(tx.db, memberUuid);
    if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
    if (!row.totp_secret_sealed) throw new AppError('bad_request', STAFF_AUTHENTICATOR_NOT_STARTED_MESSAGE);
    let recoveryCodes: string[] | undefined;
    if ('code' in body) {
      const secret = openTotpSecret(tx, row.uuid, row.totp_secret_sealed);
      const step = matchTotpStep(secret, normalizeMfaCode(body.code), now);
      if (step === undefined) return undefined;
      if (row.totp_confirmed_at) {
        if (!(await takeStaffTotpStep(tx.db, row.uuid, step))) return undefined;
      } else {
        await confirmStaffTotp(tx.db, row.uuid, step, now);
        recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
        await replaceStaffRecoveryCodes(
          tx.db,
          row.uuid,
          recoveryCodes.map((c) => recoveryCodeHash(tx, c)),
          now,
        );
      }
    } else {
      // A recovery code stands in for the authenticator's code, not for setting one up.
      if (!row.totp_confirmed_at) return undefined;
      if (!(await spendStaffRecoveryCode(tx.db, row.uuid, recoveryCodeHash(tx, body.recoveryCode), now)))
        return undefined;
    }
    await completeStaffSession(tx.db, sessionHash, now);
    // Every way here has a confirmed authenticator: the one just confirmed, or the one the code came from.
    const after = { ...row, totp_confirmed_at: row.totp_confirmed_at ?? now };
    return { member: toStaffSelf(after), recoveryCodes: recoveryCodes?.map(formatRecoveryCode) };
  });
  await recordSignInAttempt(ctx.db, { ...scope, succeeded: outcome !== undefined });
  if (!outcome) throw new AppError('bad_request', STAFF_CODE_INCORRECT_MESSAGE);
  return outcome.recoveryCodes ? outcome : { member: outcome.member };
};
