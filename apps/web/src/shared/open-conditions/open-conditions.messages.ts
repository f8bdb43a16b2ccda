import { defineMessages } from '../../lib/i18n/define-messages';

/** The shell's link to the lender's open requests (docs/product/application-area.md §4.1). */
export const openConditionsMessages = defineMessages({
  nav: { id: 'openConditions.nav', defaultMessage: 'Lender requests' },
  waiting: {
    id: 'openConditions.waiting',
    defaultMessage: 'Your lender needs {count, plural, one {one thing} other {# things}} from you',
  },
  inReview: { id: 'openConditions.inReview', defaultMessage: 'Your answers to your lender are in review' },
});
