import type { SmsConsentType } from '@heloc/domain';
import { getConsentPromptContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { getSpokenLanguage } from '../../../lib/i18n';
import { registrationKeys } from './registration-keys';

// The SMS consent prompt registration shows (docs/product/registration-and-routing.md §7), in the reader's language
// (the server answers the Accept-Language the call sends, docs/i18n.md): a language chosen later asks again.
export const consentPromptQueryOptions = (consentType: SmsConsentType) =>
  queryOptions({
    queryKey: [...registrationKeys.consentPrompt(consentType), getSpokenLanguage()],
    queryFn: ({ signal }) => callContract(getConsentPromptContract, { params: { consentType }, signal }),
    staleTime: Infinity,
  });
