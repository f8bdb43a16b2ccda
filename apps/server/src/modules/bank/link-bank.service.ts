import { maskBankAccount, type LinkCredentials } from '@heloc/domain';
import type { LinkedBankAccount } from '@heloc/domain/contracts';
import { readParticipantApplication } from '../../workflow';
import type { LinkInstitution } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { linkBankAccounts, requireAccountStep } from './bank-step';
import type { Participation } from '../../platform/auth/access';

/** The link dialog of bank/disburse: the accounts the bank holds for the applicant, masked. */
export const linkBank = async (
  ctx: ServiceContext,
  caller: Participation,
  credentials: LinkCredentials,
): Promise<{ institution: LinkInstitution; accounts: LinkedBankAccount[] }> => {
  const row = await readParticipantApplication(ctx.db, caller);
  requireAccountStep(row);
  const { institution, accounts } = await linkBankAccounts(ctx, row, credentials);
  return {
    institution,
    accounts: accounts.map((a) => ({ accountType: a.type, name: a.name, mask: maskBankAccount(a.accountNumber) })),
  };
};
