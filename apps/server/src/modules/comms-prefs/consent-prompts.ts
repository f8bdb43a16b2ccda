import type { ConsentPrompt, ConsentTypeVersion } from '@heloc/domain/contracts';

/*
 * The current SMS consent prompts (docs/product/registration-and-routing.md §7). The spec does not show their wording: ours. A new wording is a new
 * prompt with a new uuid and version, so every stored answer keeps pointing at the text the user saw.
 */
export const CONSENT_PROMPTS: readonly ConsentPrompt[] = [
  {
    uuid: '5c0e7a51-6d2b-4f3e-9a1c-000000000001',
    consentType: 'SMS',
    version: '2025-01',
    text: 'I agree to receive marketing text messages about home equity products at the mobile number provided. Consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out.',
  },
  {
    uuid: '5c0e7a51-6d2b-4f3e-9a1c-000000000002',
    consentType: 'SMS_TRANSACTIONAL',
    version: '2025-01',
    text: 'I agree to receive text messages about the status of my application and account at the mobile number provided. Message and data rates may apply. Reply STOP to opt out.',
  },
];

/** The consent documents agreed to at registration and their current versions (docs/product/registration-and-routing.md §3 consent types). */
export const CONSENT_TYPE_VERSIONS: readonly ConsentTypeVersion[] = [
  { type: 'PRIVACY', version: '2025-01' },
  { type: 'TERMS', version: '2025-01' },
  { type: 'COMMUNICATIONS', version: '2025-01' },
  { type: 'SOFT_CREDIT', version: '2025-01' },
  { type: 'SMS', version: '2025-01' },
  { type: 'SMS_TRANSACTIONAL', version: '2025-01' },
];
