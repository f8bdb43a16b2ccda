import { linkIncomeContract, type LinkIncomeBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useStatusChanging } from './use-status-changing';

/** POST .../income/link: link a payroll or bank account (institution and credentials, passed on only). */
export const useLinkIncome = (uuid: string) =>
  useStatusChanging(
    uuid,
    (body: LinkIncomeBody) => callContract(linkIncomeContract, { params: { uuid }, body }),
    (result) => result.status,
  );
