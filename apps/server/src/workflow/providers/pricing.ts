import type { Offer } from '@heloc/domain/contracts';
import type { PricingInput } from '../pricing/price-offers';

/** Prices the offers of an application; the sandbox prices with our own model (docs/pricing.md). */
export interface PricingProvider {
  price(input: PricingInput): Promise<Offer[]>;
}
