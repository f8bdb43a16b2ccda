import { STAFF_AUTHENTICATOR_CONFIRMED_MESSAGE } from '@heloc/domain';
import type { StaffAuthenticator } from '@heloc/domain/contracts';
import { newTotpSecret, otpauthUrl, qrCodeDataUrl } from '../../platform/auth/totp';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { openTotpSecret, sealTotpSecret } from './staff-member';
import { findStaffMemberForUpdate, setPendingStaffTotp } from '../../platform/auth/staff-members.repo';

/**
 * First sign-in: the authenticator secret for the member's app, sealed at rest, pending until a code confirms it.
 * Asking again before confirming answers the same secret (a reload shows the QR code already scanned); 409 once an
 * authenticator is confirmed.
 */
export const startStaffAuthenticator = async (
  ctx: ServiceContext,
  memberUuid: string,
  issuer: string,
): Promise<StaffAuthenticator> => {
  const { secret, email } = await inTransaction(ctx, async (tx) => {
    const row = await findStaffMemberForUpdate(tx.db, memberUuid);
    if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
    if (row.totp_confirmed_at) throw new AppError('conflict', STAFF_AUTHENTICATOR_CONFIRMED_MESSAGE);
    if (row.totp_secret_sealed)
      return { secret: openTotpSecret(tx, row.uuid, row.totp_secret_sealed), email: row.email };
    const fresh = newTotpSecret();
    await setPendingStaffTotp(tx.db, row.uuid, sealTotpSecret(tx, row.uuid, fresh), tx.now());
    return { secret: fresh, email: row.email };
  });
  const url = otpauthUrl(secret, issuer, email);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
};
