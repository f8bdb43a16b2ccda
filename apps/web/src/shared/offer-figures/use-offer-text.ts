import type { Offer } from '@heloc/domain/contracts';
import { useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { offerFigureMessages as m } from './offer-figures.messages';

const RATE_TYPE: Readonly<Record<Offer['type'], MessageDescriptor>> = {
  FIXED: m.rateFixed,
  VARIABLE: m.rateVariable,
  UNKNOWN: m.rateUnknown,
};

const DISCOUNT: Readonly<Record<string, MessageDescriptor>> = {
  AUTOPAY: m.discountAutopay,
  CREDIT_UNION: m.discountCreditUnion,
  ALL_IN: m.discountAllIn,
};

/**
 * An offer's figures and names in the person's language (docs/i18n.md): the same as offer-figures.ts's percent,
 * offerLabel, rateTypeLabel and DISCOUNT_LABEL in English.
 */
export const useOfferText = () => {
  const i18n = useI18n();
  return useMemo(() => {
    const { t } = i18n;
    return {
      ...i18n,
      /** Dollars as the offer figures show them: useI18n's moneyWithCentsWhenAny. */
      money: i18n.moneyWithCentsWhenAny,
      /** A rate or fee fraction as a percent with 3 decimals. */
      percent: (fraction: number): string => i18n.percent(fraction),
      /** '10-year fixed'. */
      offerLabel: (offer: Pick<Offer, 'term' | 'type'>): string =>
        t(m.offerLabel, { term: offer.term, type: offer.type }),
      rateTypeLabel: (type: Offer['type']): string => t(RATE_TYPE[type]),
      discountLabel: (discountType: string): string => {
        // A partner credit union's own type (CREDIT_UNION_<CODE>) reads as the member discount it is.
        const descriptor = DISCOUNT[discountType.startsWith('CREDIT_UNION_') ? 'CREDIT_UNION' : discountType];
        return descriptor ? t(descriptor) : discountType;
      },
    };
  }, [i18n]);
};
