import { monthlyPayment, roundHalfEven } from '@heloc/domain';
import type { AutopayPayment, Offer, SelectedOffer } from '@heloc/domain/contracts';

/** Rates are fractions kept to 6 decimals (a hundredth of a basis point): enough for any discount, free of float dust. */
const RATE_DECIMALS = 6;

export interface AutopayPricing {
  withAutopay: AutopayPayment;
  withoutAutopay: AutopayPayment;
}

/**
 * The payment of the chosen draw with and without autopay (docs/product/widgets-and-calculations.md §3 AUTOPAY discount, §9 monthly payment). The
 * offer's `rate` carries no discount (the offers screen prices with it); enrolling writes the line at the AUTOPAY
 * `rateWithDiscount`. An offer without that discount costs the same either way.
 */
export const autopayPricing = (offer: Offer, selected: SelectedOffer): AutopayPricing => {
  const paymentAt = (annualRate: number) =>
    monthlyPayment({
      amount: selected.drawAmount,
      originationFee: offer.originationFee,
      annualRate,
      termYears: offer.term,
    });
  const discounted = offer.discountList.find((d) => d.discountType === 'AUTOPAY')?.rateWithDiscount ?? offer.rate;
  const autopayDiscount = Math.max(0, roundHalfEven(offer.rate - discounted, RATE_DECIMALS));
  return {
    withAutopay: { monthlyPayment: paymentAt(discounted), rate: discounted, autopayDiscount },
    withoutAutopay: { monthlyPayment: paymentAt(offer.rate), rate: offer.rate, autopayDiscount: 0 },
  };
};

/** The offer the applicant chose, if any. */
export const chosenOfferOf = (offers: readonly Offer[], selected: SelectedOffer | null): Offer | undefined =>
  selected ? offers.find((o) => o.term === selected.term && o.type === selected.type) : undefined;
