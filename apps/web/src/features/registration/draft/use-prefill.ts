import { formatPhoneDisplay, isUuid, type RegistrationNameSuffix, REGISTRATION_NAME_SUFFIXES } from '@heloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfile } from '../../../lib/session';
import { offerCodeQueryOptions } from '../api/get-offer-code';
import { prepopQueryOptions } from '../api/get-prepop';
import { referralQueryOptions } from '../api/get-referral';
import { referralStatusQueryOptions } from '../api/get-referral-status';
import { useRegistrationDraft } from './draft-context';

export const OFFER_CODE_PARAM = 'offerCode';
export const PREPOP_PARAM = 'prepop';
/** Ours: the spec names the referral call (by referralUuid) but not the query parameter carrying it. */
export const REFERRAL_PARAM = 'referralId';

const toSuffix = (value: string | null | undefined): RegistrationNameSuffix =>
  (REGISTRATION_NAME_SUFFIXES as readonly string[]).includes(value ?? '') ? (value as RegistrationNameSuffix) : 'N/A';

/**
 * Prefills the draft once from a mailed offer code (`?offerCode=`), an affiliate prepopulation token (`?prepop=`), a
 * loan officer's referral (`?referralId=`) and the signed-in profile (docs/product/registration-and-routing.md §3, §5, §7). What the visitor already
 * typed is never overwritten.
 */
export function usePrefill(search: URLSearchParams) {
  const { draft, updateDraft } = useRegistrationDraft();
  const offerCode = search.get(OFFER_CODE_PARAM) ?? '';
  const prepopToken = search.get(PREPOP_PARAM) ?? '';
  const offer = useQuery({
    ...offerCodeQueryOptions(offerCode),
    enabled: Boolean(offerCode) && draft.offerCode !== offerCode,
  });
  const prepop = useQuery({
    ...prepopQueryOptions(prepopToken),
    enabled: Boolean(prepopToken) && !draft.isPrepopComplete,
  });
  const referralId = search.get(REFERRAL_PARAM) ?? '';
  const referral = useQuery({
    ...referralQueryOptions(referralId),
    enabled: isUuid(referralId) && draft.referralId !== referralId,
  });
  // docs/product/widgets-and-calculations.md §7: a referral link already used for an application prefills nothing and is
  // not carried to a second one (the visitor logs in to continue it); an answer that fails leaves the prefill as is.
  const referralStatus = useQuery({
    ...referralStatusQueryOptions(referralId),
    enabled: isUuid(referralId) && draft.referralId !== referralId,
  });
  const profile = useProfile();

  useEffect(() => {
    const record = referral.data;
    if (!record || draft.referralId === referralId) return;
    if (referralStatus.isPending || referralStatus.data?.status === 'USED') return;
    const { firstName, lastName, suffix, street1, street2, city, state, zip, phoneNumber } = record;
    const email = record.email ?? referralStatus.data?.email;
    updateDraft({
      referralId,
      name: draft.name ?? { firstName, lastName, suffix: toSuffix(suffix) },
      propertyAddress: draft.propertyAddress ?? { street1, street2: street2 ?? undefined, city, state, zip },
      email: draft.email ?? email ?? undefined,
      phoneNumber: draft.phoneNumber ?? (phoneNumber ? formatPhoneDisplay(phoneNumber) : undefined),
    });
  }, [referral.data, referralStatus.isPending, referralStatus.data, referralId, draft, updateDraft]);

  useEffect(() => {
    const record = offer.data;
    if (!record || draft.offerCode === record.offerCode) return;
    const { firstName, lastName, street1, street2, city, state, zip } = record;
    updateDraft({
      offerCode: record.offerCode,
      name: draft.name ?? { firstName, lastName, suffix: 'N/A' },
      propertyAddress: draft.propertyAddress ?? { street1, street2: street2 ?? undefined, city, state, zip },
    });
  }, [offer.data, draft, updateDraft]);

  useEffect(() => {
    const data = prepop.data;
    if (!data || draft.isPrepopComplete) return;
    const { name, address } = data;
    updateDraft({
      isPrepopComplete: true,
      name: draft.name ?? {
        firstName: name.firstName,
        middleName: name.middleName ?? undefined,
        lastName: name.lastName,
        suffix: toSuffix(name.suffix),
      },
      propertyAddress:
        draft.propertyAddress ?? (address ? { ...address, street2: address.street2 ?? undefined } : undefined),
      dob: draft.dob ?? data.dob ?? undefined,
      email: draft.email ?? data.email ?? undefined,
      phoneNumber: draft.phoneNumber ?? (data.phone ? formatPhoneDisplay(data.phone) : undefined),
      prefillIncome: data.income ?? undefined,
      affiliates: data.affiliates,
      affiliateAbVersion: data.abVersion ?? undefined,
    });
  }, [prepop.data, draft, updateDraft]);

  useEffect(() => {
    const data = profile.data;
    if (!data || draft.isEmailPrefilledByProfile) return;
    const { firstName, middleName, lastName, suffix } = data.name;
    const phone = data.phoneNumbers[0]?.number;
    const hasName = Boolean(firstName && lastName);
    updateDraft({
      isEmailPrefilledByProfile: true,
      email: data.email,
      phoneNumber: phone ? formatPhoneDisplay(phone) : draft.phoneNumber,
      isNamePrefilledByProfile: hasName,
      name: hasName
        ? { firstName: firstName!, middleName: middleName ?? undefined, lastName: lastName!, suffix: toSuffix(suffix) }
        : draft.name,
      isDobPrefilledByProfile: Boolean(data.dob),
      dob: data.dob ?? draft.dob,
    });
  }, [profile.data, draft, updateDraft]);

  return { isLoading: offer.isFetching || prepop.isFetching || referral.isFetching, profile: profile.data };
}
