import { propertyAddressOf } from '../steps/step-inputs';
import {
  ESIGN_CONSENT_VERSION,
  monthlyPayment,
  type MaritalStatus,
  type OwnershipType,
  type OccupancyType,
  type RegistrationEmploymentType,
  type RegistrationNameSuffix,
} from '@heloc/domain';
import type { ApplicationSummary, Offer, SelectedOffer } from '@heloc/domain/contracts';
import type { AddressSnapshot, ApplicationRow } from '../../platform/database/schema';

/*
 * Everything the applicant told us and chose, read from the application row (start/app-summary): the
 * screen's read model and the content of the application summary PDF, so both always say the same thing.
 */

/** Ten digits from a stored or typed phone ('(512) 555-0100', '5125550100'). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

const address = (a: AddressSnapshot) => ({
  street1: a.street1,
  street2: a.street2 ?? null,
  city: a.city,
  state: a.state,
  zip: a.zip,
});

/**
 * The contact details to show or prefill: what start/contact saved, else the registration's (email and phone as
 * registered; mail to where the applicant lives when that is not the property, else to the property).
 */
export const contactOf = (row: ApplicationRow): ApplicationSummary['contact'] => {
  if (row.contact) {
    return {
      email: row.contact.email,
      phoneNumber: phoneDigits(row.contact.phoneNumber),
      mailingAddress: row.contact.mailingAddress ? address(row.contact.mailingAddress) : null,
    };
  }
  return {
    email: row.applicant?.email ?? '',
    phoneNumber: phoneDigits(row.applicant?.phoneNumber ?? ''),
    mailingAddress: row.home_address ? address(row.home_address) : null,
  };
};

/** The confirmed offer with the monthly payment of the domain's calculation (docs/product/widgets-and-calculations.md §9); null before one. */
export const chosenOfferOf = (row: ApplicationRow): ApplicationSummary['offer'] => {
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  if (!selected) return null;
  const offer = ((row.offers ?? []) as Offer[]).find((o) => o.term === selected.term && o.type === selected.type);
  if (!offer) return null;
  return {
    term: offer.term,
    type: offer.type,
    drawAmount: selected.drawAmount,
    rate: offer.rate,
    monthlyPayment: monthlyPayment({
      amount: selected.drawAmount,
      originationFee: offer.originationFee,
      annualRate: offer.rate,
      termYears: offer.term,
    }),
    originationFee: offer.originationFee,
    payoffPreference: selected.payoffPreference,
    paymentMethod: selected.paymentMethod,
  };
};

export const applicationSummaryOf = (row: ApplicationRow): ApplicationSummary => {
  const suffix = (row.applicant?.suffix ?? null) as RegistrationNameSuffix | null;
  return {
    uuid: row.uuid,
    applicant: {
      firstName: row.applicant?.firstName ?? '',
      middleName: row.applicant?.middleName ?? null,
      lastName: row.applicant?.lastName ?? '',
      suffix: suffix === 'N/A' ? null : suffix,
    },
    property: {
      ...propertyAddressOf(row),
      occupancyType: (row.occupancy_type ?? 'HOME') as OccupancyType,
    },
    income: {
      employmentType: (row.employment_type ?? 'FULL_TIME') as RegistrationEmploymentType,
      statedAnnualIncome: row.income?.incomePrimary ?? 0,
      otherAnnualIncome: row.income?.incomeOther ?? null,
    },
    offer: chosenOfferOf(row),
    contact: contactOf(row),
    maritalStatus: (row.marital_status ?? null) as MaritalStatus | null,
    ownershipType: (row.ownership_type ?? null) as OwnershipType | null,
    hmdaAnswered: row.hmda !== null && row.hmda !== undefined,
    esign: {
      currentVersion: ESIGN_CONSENT_VERSION,
      consentedVersion: row.esign_consent?.version ?? null,
      consentedAt: row.esign_consent?.consentedAt ?? null,
    },
    submitted: row.submitted_at !== null,
    summaryDocumentUuid: row.summary_document_uuid,
  };
};
