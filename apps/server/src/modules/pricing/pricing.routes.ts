import {
  listPricingSheetsContract,
  pricePricingSampleContract,
  publishPricingSheetContract,
  restorePricingSheetContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { priceSample } from './price-sample.service';
import { listPricingSheets, publishPricingSheet, restorePricingSheet } from './pricing-sheets.service';

/** Pricing sheets in the console (docs/pricing.md "Pricing sheets"): PRICING_MANAGE. */
export const pricingRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listPricingSheetsContract, async (request) =>
    listPricingSheets(ctx, requireStaff(request), request.query.orgCode),
  );
  contractRoute(app, publishPricingSheetContract, async (request) =>
    publishPricingSheet(ctx, requireStaff(request), request.body),
  );
  contractRoute(app, restorePricingSheetContract, async (request) =>
    restorePricingSheet(ctx, requireStaff(request), request.body),
  );
  contractRoute(app, pricePricingSampleContract, async (request) =>
    priceSample(ctx, requireStaff(request), request.body),
  );
};
