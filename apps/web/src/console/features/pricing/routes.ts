import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** Pricing sheets (docs/pricing.md "Pricing sheets"): capital-markets staff, PRICING_MANAGE. */
export const pricingRoutes: RouteObject[] = [
  { path: 'pricing', lazy: lazyPage(() => import('./pricing-page').then((m) => m.PricingPage)) },
];
