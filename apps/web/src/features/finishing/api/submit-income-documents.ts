import { submitIncomeDocumentsContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useStatusChanging } from './use-status-changing';

/** POST .../income/documents/submit: every asked-for document is in; the reviewer reads them. */
export const useSubmitIncomeDocuments = (uuid: string) =>
  useStatusChanging(
    uuid,
    () => callContract(submitIncomeDocumentsContract, { params: { uuid } }),
    (status) => status,
  );
