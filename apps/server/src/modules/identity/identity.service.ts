import { randomUUID } from 'node:crypto';
import { IDENTITY_EXISTS_MESSAGE, type Language } from '@heloc/domain';
import type { Identity, RegisterIdentityBody } from '@heloc/domain/contracts';
import { assertPasswordNotCommon } from '../../platform/auth/common-passwords';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { inTransaction, type ServiceContext } from '../service-context';
import { json } from '../../platform/database/json';
import type { IdentityAlias, IdentityRow } from '../../platform/database/schema';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { insertProfile, rememberProfileLanguage } from '../../platform/database/profiles.repo';
import { findIdentityByEmail, findIdentityByUuid, insertIdentity, updateIdentityAliases } from './identity.repo';
import { organizationExists } from '../../platform/org/organizations.repo';

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: registering an email that already exists in the organisation. */
export const IDENTITY_EXISTS = IDENTITY_EXISTS_MESSAGE;
const UNIQUE_VIOLATION = '23505';

export const toIdentity = (row: IdentityRow): Identity => ({
  uuid: row.uuid,
  organizationCode: row.org_code,
  profileType: row.profile_type,
  email: row.email,
  aliases: row.aliases,
  twoFactorEnabled: row.two_factor_enabled,
  passwordExpired: row.password_expired,
  totpVerified: row.totp_verified,
  wallet: { accountAddress: row.wallet_account_address, groupPolicyAddress: row.wallet_group_policy_address },
  isBroker: row.is_broker,
});

type RegisterOutcome = { jwt: string } | { existing: IdentityRow };

/**
 * How long after a registration the very same one (email, password and phone) answers as the first did.
 * docs/deploy.md "Repeated calls": a node lost after it stored the identity but before its answer left, the
 * balancer (or the browser) sends the registration again; the applicant must not hear that their own account
 * exists.
 */
const REPEAT_WINDOW_MS = 10 * 60_000;

const isRepeatedRegistration = async (
  row: IdentityRow,
  { password, phoneNumber }: { password: string; phoneNumber: string },
  now: Date,
): Promise<boolean> =>
  now.getTime() - new Date(row.created_at).getTime() < REPEAT_WINDOW_MS &&
  row.phone_number === phoneNumber &&
  !row.two_factor_enabled &&
  (await verifyPassword(row.password_hash, password));

/** docs/product/registration-and-routing.md §7: create the identity and its profile in one organisation, and sign the applicant in. */
export const registerIdentity = async (
  ctx: ServiceContext,
  orgCode: string,
  { email, password, phoneNumber }: RegisterIdentityBody,
  /** docs/i18n.md: the language the registration request asked for, if the organisation offers it. */
  language?: Language,
): Promise<{ jwt: string }> => {
  const normalizedEmail = email.toLowerCase();
  // OWASP ASVS 6.2.4: never a password from the lists of leaked and common ones.
  assertPasswordNotCommon(password);
  // Hashing is slow on purpose: done before the transaction so no connection waits on it.
  const passwordHash = await hashPassword(password);
  try {
    const now = ctx.now();
    const outcome = await inTransaction(ctx, async ({ db: trx, tokens }): Promise<RegisterOutcome> => {
      if (!(await organizationExists(trx, orgCode)))
        throw new AppError('bad_request', 'query.organization: Unknown organization');
      const existing = await findIdentityByEmail(trx, orgCode, normalizedEmail);
      if (existing) return { existing };
      const uuid = randomUUID();
      const aliases: IdentityAlias[] = [{ type: 'Phone', value: phoneNumber }];
      await insertIdentity(trx, {
        uuid,
        org_code: orgCode,
        email: normalizedEmail,
        password_hash: passwordHash,
        phone_number: phoneNumber,
        profile_type: 'BORROWER',
        aliases: json(aliases),
        wallet_account_address: null,
        wallet_group_policy_address: null,
        created_at: now,
        updated_at: now,
      });
      await insertProfile(trx, { identityUuid: uuid, email: normalizedEmail, phoneNumber, now });
      if (language) await rememberProfileLanguage(trx, uuid, language, now);
      return { jwt: await tokens.issue(trx, { identityUuid: uuid, orgCode, portal: 'customer' }, now) };
    });
    if ('jwt' in outcome) return outcome;
    return await answerRepeat(ctx, outcome.existing, { orgCode, password, phoneNumber }, now);
  } catch (error) {
    // Two registrations racing for the same email: the unique constraint decides, the loser hears 'identity exists'
    // (unless it is the same registration sent again while the first was being stored).
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const winner = await findIdentityByEmail(ctx.db, orgCode, normalizedEmail);
    if (!winner) throw new AppError('identity_exists', IDENTITY_EXISTS);
    return answerRepeat(ctx, winner, { orgCode, password, phoneNumber }, ctx.now());
  }
};

/** The same registration again answers a new session of the identity it made; anything else, 'identity exists'. */
const answerRepeat = async (
  ctx: ServiceContext,
  existing: IdentityRow,
  { orgCode, password, phoneNumber }: { orgCode: string; password: string; phoneNumber: string },
  now: Date,
): Promise<{ jwt: string }> => {
  if (!(await isRepeatedRegistration(existing, { password, phoneNumber }, now)))
    throw new AppError('identity_exists', IDENTITY_EXISTS);
  return inTransaction(ctx, async ({ db: trx, tokens }) => ({
    jwt: await tokens.issue(trx, { identityUuid: existing.uuid, orgCode, portal: 'customer' }, now),
  }));
};

export const getIdentity = async ({ db }: ServiceContext, identityUuid: string): Promise<Identity> => {
  const row = await findIdentityByUuid(db, identityUuid);
  // The token outlived its identity (deleted): treat as signed out.
  if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return toIdentity(row);
};

/** docs/product/application-area.md §7: set the identity's phone alias (replacing the previous one). */
export const setPhoneAlias = async (ctx: ServiceContext, identityUuid: string, phone: string): Promise<Identity> =>
  inTransaction(ctx, async ({ db: trx, now: clock }) => {
    const now = clock();
    const row = await findIdentityByUuid(trx, identityUuid);
    if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
    const aliases = [...row.aliases.filter((a) => a.type !== 'Phone'), { type: 'Phone', value: phone }];
    await updateIdentityAliases(trx, identityUuid, aliases, now);
    return toIdentity({ ...row, aliases, updated_at: now });
  });
