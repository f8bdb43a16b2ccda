/** Query keys of the registration feature (docs/architecture.md: a key factory per feature). */
export const registrationKeys = {
  all: ['registration'] as const,
  consentPrompt: (type: string) => [...registrationKeys.all, 'consent-prompt', type] as const,
  consentTypes: () => [...registrationKeys.all, 'consent-types'] as const,
  offerCode: (code: string) => [...registrationKeys.all, 'offer-code', code] as const,
  referral: (uuid: string) => [...registrationKeys.all, 'referral', uuid] as const,
  prepop: (token: string) => [...registrationKeys.all, 'prepop', token] as const,
  zipEligibility: (orgCode: string) => [...registrationKeys.all, 'zip-eligibility', orgCode] as const,
  notaryAvailability: (state: string, zip: string) =>
    [...registrationKeys.all, 'notary-availability', state, zip] as const,
};
