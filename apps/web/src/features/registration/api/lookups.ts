import { LOAN_OFFICER_CACHE_MS, type SmsConsentType } from '@heloc/domain';
import {
  getConsentPromptContract,
  getHelocConsentTypesContract,
  getLoanOriginatorContract,
  getOfferCodeContract,
  getPrepopContract,
  getReferralContract,
  getZipEligibilityContract,
  notaryAvailabilityContract,
} from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// The read calls of registration, each as queryOptions (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7).

export const consentPromptQueryOptions = (consentType: SmsConsentType) =>
  queryOptions({
    queryKey: registrationKeys.consentPrompt(consentType),
    queryFn: ({ signal }) => callContract(getConsentPromptContract, { params: { consentType }, signal }),
    staleTime: Infinity,
  });

export const consentTypesQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.consentTypes(),
    queryFn: ({ signal }) => callContract(getHelocConsentTypesContract, { signal }),
    staleTime: Infinity,
  });

// docs/product/application-area.md §7: loan originator info is cached 10 minutes.
export const loanOriginatorQueryOptions = (uuid: string, orgCode: string) =>
  queryOptions({
    queryKey: registrationKeys.loanOriginator(uuid, orgCode),
    queryFn: ({ signal }) =>
      callContract(getLoanOriginatorContract, {
        params: { loanOriginatorUuid: uuid },
        query: { organization: orgCode },
        signal,
      }),
    staleTime: LOAN_OFFICER_CACHE_MS,
  });

export const offerCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: registrationKeys.offerCode(code),
    queryFn: ({ signal }) => callContract(getOfferCodeContract, { params: { code }, signal }),
    staleTime: Infinity,
  });

export const prepopQueryOptions = (token: string) =>
  queryOptions({
    queryKey: registrationKeys.prepop(token),
    queryFn: ({ signal }) => callContract(getPrepopContract, { query: { token }, signal }),
    staleTime: Infinity,
  });

export const zipEligibilityQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: registrationKeys.zipEligibility(orgCode),
    queryFn: ({ signal }) => callContract(getZipEligibilityContract, { query: { orgCode }, signal }),
    staleTime: 10 * 60_000,
  });

export const referralQueryOptions = (referralUuid: string) =>
  queryOptions({
    queryKey: registrationKeys.referral(referralUuid),
    queryFn: ({ signal }) => callContract(getReferralContract, { params: { referralUuid }, signal }),
    staleTime: Infinity,
  });

/** Whether a closing at this address can be notarised online or needs a notary in person. */
export const notaryAvailabilityQueryOptions = (state: string, zip: string) =>
  queryOptions({
    queryKey: registrationKeys.notaryAvailability(state, zip),
    queryFn: ({ signal }) => callContract(notaryAvailabilityContract, { query: { state, zip }, signal }),
    staleTime: Infinity,
  });
