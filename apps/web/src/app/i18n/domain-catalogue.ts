import { SPANISH_MESSAGES } from '@heloc/domain';
import { DOMAIN_MESSAGE_PREFIX, type Messages } from '../../lib/i18n';

/**
 * The domain's Spanish (its validation messages, errors and labels, keyed by their English) as entries of the app's
 * Spanish catalogue, under the ids `useI18n().localize` reads (docs/i18n.md). Only the Spanish loader imports this
 * module, and dynamically, so a person reading English never downloads it.
 */
export const domainSpanishMessages = (): Messages =>
  Object.fromEntries(
    Object.entries(SPANISH_MESSAGES).map(([english, spanish]) => [`${DOMAIN_MESSAGE_PREFIX}${english}`, spanish]),
  );
