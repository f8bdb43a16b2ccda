import { defineMessages } from '../../lib/i18n/define-messages';

/** The words around an offer's figures (offer-figures.ts keeps the English helpers other screens still use). */
export const offerFigureMessages = defineMessages({
  offerLabel: {
    id: 'offerFigures.offerLabel',
    defaultMessage: '{term}-year {type, select, FIXED {fixed} VARIABLE {variable} other {rate}}',
  },
  rateFixed: { id: 'offerFigures.rateType.fixed', defaultMessage: 'Fixed rate' },
  rateVariable: { id: 'offerFigures.rateType.variable', defaultMessage: 'Variable rate' },
  rateUnknown: { id: 'offerFigures.rateType.unknown', defaultMessage: 'Rate type not set' },
  discountAutopay: { id: 'offerFigures.discount.autopay', defaultMessage: 'With autopay' },
  discountCreditUnion: { id: 'offerFigures.discount.creditUnion', defaultMessage: 'Credit union member' },
  discountAllIn: { id: 'offerFigures.discount.allIn', defaultMessage: 'All discounts' },
});
