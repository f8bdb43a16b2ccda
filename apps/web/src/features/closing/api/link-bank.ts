import { linkBankContract } from '@heloc/domain/contracts';
import type { LinkCredentials } from '@heloc/domain';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** POST …/bank/link: the accounts a bank holds for the applicant (masked); nothing is saved yet. */
export const useLinkBank = (uuid: string) =>
  useMutation({
    mutationFn: (credentials: LinkCredentials) =>
      callContract(linkBankContract, { params: { uuid }, body: credentials }),
  });
