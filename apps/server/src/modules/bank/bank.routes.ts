import {
  confirmBankAccountsContract,
  getBankAccountsContract,
  linkBankContract,
  saveAutopayContract,
  saveDisburseAccountContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { confirmBankAccounts } from './confirm-bank-accounts.service';
import { getBankAccounts } from './get-bank-accounts.service';
import { linkBank } from './link-bank.service';
import { saveAutopay } from './save-autopay.service';
import { saveDisburseAccount } from './save-disburse-account.service';
import { participationOf } from '../../platform/auth/access';

/** bank/disburse, bank/manual-disburse, bank/autopay and bank/confirm (paths are ours). */
export const bankRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getBankAccountsContract, async (request) => getBankAccounts(ctx, participationOf(request)));
  contractRoute(app, linkBankContract, async (request) => linkBank(ctx, participationOf(request), request.body));
  contractRoute(app, saveDisburseAccountContract, async (request) =>
    saveDisburseAccount(ctx, participationOf(request), request.body),
  );
  contractRoute(app, saveAutopayContract, async (request) => saveAutopay(ctx, participationOf(request), request.body));
  contractRoute(app, confirmBankAccountsContract, async (request) =>
    confirmBankAccounts(ctx, participationOf(request)),
  );
};
