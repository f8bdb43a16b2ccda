import { priceOffers } from '../../pricing/price-offers';
import type { PricingProvider } from '../pricing';

export const sandboxPricing: PricingProvider = {
  async price(input) {
    return priceOffers(input);
  },
};
