import type { Language } from '@heloc/domain';
import type { ConsentPrompt, ConsentTypeVersion } from '@heloc/domain/contracts';
import { wordsOf } from '../../platform/i18n/catalogue';
import { consentPromptMessages as m } from './consent-prompts.messages';
import spanish from './consent-prompts.messages.es';

/*
 * The current SMS consent prompts (docs/product/registration-and-routing.md §7). The spec does not show their wording: ours. A new wording is a new
 * prompt with a new uuid and version, so every stored answer keeps pointing at the text the user saw.
 */
export const CONSENT_PROMPTS: readonly ConsentPrompt[] = [
  {
    uuid: '5c0e7a51-6d2b-4f3e-9a1c-000000000001',
    consentType: 'SMS',
    version: '2025-01',
    text: m.SMS.defaultMessage,
  },
  {
    uuid: '5c0e7a51-6d2b-4f3e-9a1c-000000000002',
    consentType: 'SMS_TRANSACTIONAL',
    version: '2025-01',
    text: m.SMS_TRANSACTIONAL.defaultMessage,
  },
];

const wordsIn = wordsOf(m, spanish);

/** A prompt in the reader's language (docs/i18n.md): a translation of the same wording, the same uuid and version. */
export const consentPromptIn = (prompt: ConsentPrompt, language: Language): ConsentPrompt => {
  const words = m[prompt.consentType as keyof typeof m];
  return words ? { ...prompt, text: wordsIn(language)(words) } : prompt;
};

/** The consent documents agreed to at registration and their current versions (docs/product/registration-and-routing.md §3 consent types). */
export const CONSENT_TYPE_VERSIONS: readonly ConsentTypeVersion[] = [
  { type: 'PRIVACY', version: '2025-01' },
  { type: 'TERMS', version: '2025-01' },
  { type: 'COMMUNICATIONS', version: '2025-01' },
  { type: 'SOFT_CREDIT', version: '2025-01' },
  { type: 'SMS', version: '2025-01' },
  { type: 'SMS_TRANSACTIONAL', version: '2025-01' },
];
