/** Pricing sheets' front door (docs/pricing.md "Pricing sheets"): their console routes for app.ts. */
export { pricingRoutes } from './pricing.routes';
