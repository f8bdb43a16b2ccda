import { randomBytes } from 'node:crypto';
import {
  STAFF_MEMBER_NOT_FOUND_MESSAGE,
  STAFF_PERMISSIONS,
  STAFF_SET_UP_LINK_HOURS,
  type StaffRole,
  normalizeMfaCode,
  rolesAllow,
} from '@heloc/domain';
import type { StaffMember, StaffSelf } from '@heloc/domain/contracts';
import { fieldContext } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { insertStaffLink } from './staff.repo';
import type { StaffMemberRow } from '../../platform/auth/staff-members.repo';

/*
 * What the staff use cases share (docs/product/operations-console.md §1): how a member row reads, the keyed hashes of
 * set-up links and recovery codes (the field cipher's blind index, a key outside the database: see
 * modules/mfa/mfa.service.ts for why not a slow hash), the sealed authenticator secret.
 */

const LINK_PURPOSE = 'staff-set-up-link';
const RECOVERY_PURPOSE = 'staff-recovery-code';
const SECRET_COLUMN = 'totp_secret';

const stateOf = (row: StaffMemberRow): StaffMember['state'] =>
  row.disabled_at ? 'DISABLED' : row.password_hash && row.totp_confirmed_at ? 'ACTIVE' : 'PENDING';

export const toStaffMember = (row: StaffMemberRow): StaffMember => ({
  uuid: row.uuid,
  email: row.email,
  name: row.name,
  roles: row.roles as StaffRole[],
  orgCodes: row.org_codes,
  state: stateOf(row),
  createdAt: row.created_at.toISOString(),
});

export const toStaffSelf = (row: StaffMemberRow): StaffSelf => {
  const member = toStaffMember(row);
  return { ...member, permissions: STAFF_PERMISSIONS.filter((p) => rolesAllow(member.roles, p)) };
};

export const memberOrNotFound = (row: StaffMemberRow | undefined): StaffMemberRow => {
  if (!row) throw new AppError('not_found', STAFF_MEMBER_NOT_FOUND_MESSAGE);
  return row;
};

/** Staff e-mails are kept lower-case: one member per address whatever its case. */
export const normalizeStaffEmail = (email: string): string => email.trim().toLowerCase();

export const linkHash = (ctx: ServiceContext, token: string): string => ctx.cipher.blindIndex(LINK_PURPOSE, token);

export const recoveryCodeHash = (ctx: ServiceContext, code: string): string =>
  ctx.cipher.blindIndex(RECOVERY_PURPOSE, normalizeMfaCode(code));

export const sealTotpSecret = (ctx: ServiceContext, memberUuid: string, secret: string): string =>
  ctx.cipher.encrypt(secret, fieldContext('staff_members', memberUuid, SECRET_COLUMN));
export const openTotpSecret = (ctx: ServiceContext, memberUuid: string, sealed: string): string =>
  ctx.cipher.decrypt(sealed, fieldContext('staff_members', memberUuid, SECRET_COLUMN));

/** The console's set-up page for a one-time token; `baseUrl` without a trailing slash (config.publicBaseUrl drops it). */
export const setUpLinkUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/console/set-up?token=${encodeURIComponent(token)}`;

/** A new one-time set-up link of a member (inside the caller's transaction): answers its token, kept only hashed. */
export const issueSetUpLink = async (tx: ServiceContext, memberUuid: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const now = tx.now();
  await insertStaffLink(tx.db, {
    tokenHash: linkHash(tx, token),
    memberUuid,
    expiresAt: new Date(now.getTime() + STAFF_SET_UP_LINK_HOURS * 3_600_000),
    now,
  });
  return token;
};
