import type { SmsConsentType } from '@heloc/domain';
import { getConsentPromptContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// The SMS consent prompt registration shows (docs/product/registration-and-routing.md §7).
export const consentPromptQueryOptions = (consentType: SmsConsentType) =>
  queryOptions({
    queryKey: registrationKeys.consentPrompt(consentType),
    queryFn: ({ signal }) => callContract(getConsentPromptContract, { params: { consentType }, signal }),
    staleTime: Infinity,
  });
