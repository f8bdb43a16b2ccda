import { randomUUID } from 'node:crypto';
import { type Language, SIGNER_EMAIL_TAKEN_MESSAGE } from '@heloc/domain';
import type { AcceptSignerInvitationBody } from '@heloc/domain/contracts';
import { assertPasswordNotCommon } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import { json } from '../../platform/database/json';
import { insertParticipant } from '../../platform/database/participants.repo';
import { AppError } from '../../platform/http/errors';
import { findIdentityByEmail, insertIdentity } from '../identity';
import { insertProfile, rememberProfileLanguage } from '../../platform/database/profiles.repo';
import { inTransaction, type ServiceContext } from '../service-context';
import { lockInvitation } from './invitation-link';

/**
 * Signer area resume: the signer creates the CO_DEEDER login of the invited e-mail and joins the application (the
 * token is spent in the same transaction), then is signed in.
 */
export const acceptInvitation = async (
  ctx: ServiceContext,
  { token, password, phoneNumber }: AcceptSignerInvitationBody,
  /** docs/i18n.md: the language the signer's browser asked for, kept on their new profile. */
  language?: Language,
): Promise<{ jwt: string; applicationUuid: string }> => {
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    const { db, tokens, workflow } = tx;
    const now = tx.now();
    const { signer, application, email } = await lockInvitation(tx, token);
    if (await findIdentityByEmail(db, application.org_code, email)) {
      throw new AppError('bad_request', SIGNER_EMAIL_TAKEN_MESSAGE);
    }
    const identityUuid = randomUUID();
    await insertIdentity(db, {
      uuid: identityUuid,
      org_code: application.org_code,
      email,
      password_hash: passwordHash,
      phone_number: phoneNumber,
      profile_type: 'CO_DEEDER',
      aliases: json([{ type: 'Phone', value: phoneNumber }]),
      wallet_account_address: null,
      wallet_group_policy_address: null,
      created_at: now,
      updated_at: now,
    });
    await insertProfile(db, {
      type: 'CO_DEEDER',
      identityUuid,
      email,
      phoneNumber,
      firstName: signer.first_name,
      lastName: signer.last_name,
      now,
    });
    if (language) await rememberProfileLanguage(db, identityUuid, language, now);
    await insertParticipant(db, application.uuid, identityUuid, 'ADDITIONAL_SIGNER');
    await workflow.signers.join(db, signer.uuid, identityUuid);
    const jwt = await tokens.issue(db, { identityUuid, orgCode: application.org_code, portal: 'customer' }, now);
    return { jwt, applicationUuid: application.uuid };
  });
};
