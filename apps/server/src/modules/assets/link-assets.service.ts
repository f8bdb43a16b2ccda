import { randomUUID } from 'node:crypto';
import {
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INSTITUTION_UNAVAILABLE_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  type LinkCredentials,
} from '@heloc/domain';
import { applicantOf, readAssetAccounts } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { NOT_AT_ASSETS_MESSAGE, overviewOf, WORKING_STATUS } from './assets-step';
import type { Participation } from '../../platform/auth/access';

/**
 * Links a bank account through the link provider (the credentials go to it only: never stored or logged) and keeps
 * each account's balance and last 4 digits. Linking the same institution again adds nothing.
 */
export const linkAssets = (ctx: ServiceContext, caller: Participation, body: LinkCredentials) => {
  const uuid = caller.applicationUuid;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const { accountLink } = tx.workflow.providers;
    if (!accountLink.institutions('BANK').some((i) => i.id === body.institutionId)) {
      throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    }
    const linked = await readAssetAccounts(tx.db, uuid);
    // A double click or a retry of a link already made (even once the application moved on) answers the same.
    if (linked.some((a) => a.institution_id === body.institutionId)) return overviewOf(tx, row);
    if (row.checklist_status !== WORKING_STATUS) throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    const result = await accountLink.link(applicantOf(row), body, 0);
    if (result.outcome === 'INVALID_CREDENTIALS') throw new AppError('bad_request', LINK_INVALID_CREDENTIALS_MESSAGE);
    if (result.outcome === 'INSTITUTION_UNAVAILABLE') {
      throw new AppError('bad_request', LINK_INSTITUTION_UNAVAILABLE_MESSAGE);
    }
    if (result.outcome !== 'LINKED') throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    await tx.workflow.property.recordAssetAccounts(
      tx.db,
      result.accounts.map((account) => ({
        uuid: randomUUID(),
        application_uuid: uuid,
        institution_id: result.institution.id,
        institution_name: result.institution.name,
        account_id: account.accountId,
        account_name: account.name,
        account_type: account.type,
        account_last4: account.accountNumber.slice(-4),
        balance_dollars: Math.max(0, Math.round(account.balanceDollars ?? 0)),
      })),
    );
    return overviewOf(tx, row);
  });
};
