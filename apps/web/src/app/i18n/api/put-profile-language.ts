import type { Language } from '@heloc/domain';
import { putProfileLanguageContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

/** Keeps the signed-in person's language on their profile, so other devices and the server's e-mails follow it. */
export const putProfileLanguage = (language: Language) =>
  callContract(putProfileLanguageContract, { body: { language } });
