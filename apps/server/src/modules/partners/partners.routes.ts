import {
  createPartnerContract,
  exportPartnersContract,
  getPartnerContract,
  importPartnersContract,
  listPartnersContract,
  previewPartnerContract,
  restorePartnerBrandContract,
  suspendPartnerContract,
  updatePartnerContract,
  uploadBrandAssetContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { serveBrandAssets, uploadBrandAsset } from './brand-assets';
import { exportPartners, importPartners } from './partners-file.service';
import { previewPartner } from './preview-partner.service';
import {
  createPartner,
  getPartner,
  listPartners,
  restorePartnerBrand,
  setPartnerSuspended,
  updatePartner,
} from './partners.service';

/** Partners in the console (docs/organizations.md "Partners in the console"): PARTNERS_MANAGE; the brand images. */
export const partnersRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listPartnersContract, async (request) => listPartners(ctx, requireStaff(request)));
  contractRoute(app, exportPartnersContract, async (request) => exportPartners(ctx, requireStaff(request)));
  contractRoute(app, importPartnersContract, async (request) =>
    importPartners(ctx, requireStaff(request), request.body),
  );
  contractRoute(app, uploadBrandAssetContract, async (request) =>
    uploadBrandAsset(ctx, requireStaff(request), request.body),
  );
  contractRoute(app, previewPartnerContract, async (request) =>
    previewPartner(ctx, requireStaff(request), request.body),
  );
  contractRoute(app, getPartnerContract, async (request) =>
    getPartner(ctx, requireStaff(request), request.params.code),
  );
  contractRoute(app, createPartnerContract, async (request) => createPartner(ctx, requireStaff(request), request.body));
  contractRoute(app, updatePartnerContract, async (request) =>
    updatePartner(ctx, requireStaff(request), request.params.code, request.body),
  );
  contractRoute(app, suspendPartnerContract, async (request) =>
    setPartnerSuspended(ctx, requireStaff(request), request.params.code, request.body.suspended),
  );
  contractRoute(app, restorePartnerBrandContract, async (request) =>
    restorePartnerBrand(ctx, requireStaff(request), request.params.code, request.body.version),
  );
  serveBrandAssets(app, ctx);
};
