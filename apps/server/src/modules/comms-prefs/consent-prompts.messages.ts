import { defineMessages } from '../../platform/i18n/catalogue';

/*
 * The SMS consent prompts' words (docs/product/registration-and-routing.md §7: the spec does not show them; ours), in
 * the reader's language (docs/i18n.md). A translation of one wording keeps the prompt's uuid and version: a reader of
 * Spanish is shown, and agrees to, its Spanish.
 */
export const consentPromptMessages = defineMessages({
  SMS: {
    id: 'server.commsPrefs.consentPrompt.sms',
    defaultMessage:
      'I agree to receive marketing text messages about home equity products at the mobile number provided. Consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out.',
  },
  SMS_TRANSACTIONAL: {
    id: 'server.commsPrefs.consentPrompt.smsTransactional',
    defaultMessage:
      'I agree to receive text messages about the status of my application and account at the mobile number provided. Message and data rates may apply. Reply STOP to opt out.',
  },
});
