import { defineMessages } from '../../lib/i18n/define-messages';

export const addressMessages = defineMessages({
  suggestions: { id: 'address.suggestions', defaultMessage: 'Address suggestions' },
  suggestion: { id: 'address.suggestion', defaultMessage: '{street}, {city}, {state} {zip}' },
  street2: { id: 'address.street2', defaultMessage: 'Apartment, suite, unit (optional)' },
  city: { id: 'address.city', defaultMessage: 'City' },
  state: { id: 'address.state', defaultMessage: 'State' },
  zip: { id: 'address.zip', defaultMessage: 'ZIP code' },
});
