import type { Language } from '@heloc/domain';
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

/**
 * The same prompts in Spanish (docs/i18n.md): a translation of one wording, so the same uuid and version; a reader of
 * Spanish is shown and agrees to this text.
 */
const SPANISH_PROMPT_TEXTS: Readonly<Record<string, string>> = {
  SMS:
    'Acepto recibir mensajes de texto promocionales sobre productos de crédito con garantía hipotecaria en el número ' +
    'móvil indicado. El consentimiento no es condición para ninguna compra. Pueden aplicarse tarifas de mensajes y ' +
    'datos. Responda STOP para dejar de recibirlos.',
  SMS_TRANSACTIONAL:
    'Acepto recibir mensajes de texto sobre el estado de mi solicitud y de mi cuenta en el número móvil indicado. ' +
    'Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos.',
};

/** A prompt in the reader's language. */
export const consentPromptIn = (prompt: ConsentPrompt, language: Language): ConsentPrompt => {
  const text = language === 'es' ? SPANISH_PROMPT_TEXTS[prompt.consentType] : undefined;
  return text ? { ...prompt, text } : prompt;
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
